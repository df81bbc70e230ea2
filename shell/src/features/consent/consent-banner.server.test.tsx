/**
 * A server render has no `window` or `document`.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ConsentBanner } from './consent-banner.tsx';

describe('ConsentBanner on the server', () => {
  it('imports and renders without browser globals, showing nothing until the browser reads the cookie', () => {
    expect(typeof document).toBe('undefined');
    expect(
      renderToString(
        <MemoryRouter>
          <ConsentBanner />
        </MemoryRouter>,
      ),
    ).toBe('');
  });
});
