/**
 * A server render has no `window` or `document`.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CONSENT_COOKIE_NAME, RequestCookiesContext, consentBannerCopy, consentValues } from '@site/shared';
import { ConsentBanner } from './consent-banner.tsx';

function renderOnServer(cookies: Record<string, string>) {
  return renderToString(
    <RequestCookiesContext.Provider value={cookies}>
      <MemoryRouter>
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
});
