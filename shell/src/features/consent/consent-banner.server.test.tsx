/**
 * A server render has no `window` or `document`.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POST_PATH,
  CONSENT_REJECTED_FRAGMENT,
  RequestCookiesContext,
  consentBannerCopy,
  consentValues,
} from '@site/shared';
import { ConsentBanner } from './consent-banner.tsx';

function renderOnServer(cookies: Record<string, string>, url = '/') {
  return renderToString(
    <RequestCookiesContext.Provider value={cookies}>
      <MemoryRouter initialEntries={[url]}>
        <ConsentBanner />
      </MemoryRouter>
    </RequestCookiesContext.Provider>,
  );
}

describe('ConsentBanner on the server', () => {
  it('renders without browser globals, with the banner for a visitor who has not chosen', () => {
    expect(typeof document).toBe('undefined');
    const html = renderOnServer({});
    expect(html).toContain(consentBannerCopy.heading);
    expect(html).toContain(consentBannerCopy.acceptAll);
  });

  it('renders nothing for a visitor whose request carries a choice', () => {
    expect(renderOnServer({ [CONSENT_COOKIE_NAME]: consentValues.necessaryOnly })).toBe('');
  });

  it('renders the banner for a stored value no choice stores, such as false (docs/decisions/013)', () => {
    expect(renderOnServer({ [CONSENT_COOKIE_NAME]: 'false' })).toContain(consentBannerCopy.heading);
  });

  it('is a form whose three choices post to the host with the page to come back to', () => {
    const html = renderOnServer({}, '/guides?title=close&page=2');
    expect(html).toContain(`id="${CONSENT_REJECTED_FRAGMENT}"`);
    const form = html.match(/<form[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${CONSENT_POST_PATH}"`);
    expect(html).toContain('<input type="hidden" name="return" value="/guides?title=close&amp;page=2"/>');
    const choices = Array.from(html.matchAll(/<button[^>]*>/g), ([button]) => ({
      submits: button.includes('type="submit"') && button.includes('name="choice"'),
      value: button.match(/value="([^"]*)"/)?.[1],
    }));
    expect(choices).toEqual(
      [consentValues.acceptAll, consentValues.necessaryOnly, 'reject', 'reject'].map((value) => ({
        submits: true,
        value,
      })),
    );
  });
});
