import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { CarouselFallback } from './carousel/carousel-fallback.tsx';
import { CspNonceContext, pageCspNonce } from './csp-nonce.ts';

describe('the CSP nonce', () => {
  it("is read from the host's own inline element, and is undefined on a page without one", () => {
    document.head.innerHTML = '<script type="application/json"></script><style nonce="abc=="></style>';
    expect(pageCspNonce(document)).toBe('abc==');
    document.head.innerHTML = '<style></style>';
    expect(pageCspNonce(document)).toBeUndefined();
  });

  it("goes on the carousel fallback's inline style, which the page's policy applies only with it", () => {
    const slides = [{ key: 'a', content: <p>A</p> }];
    const { container } = render(
      <CspNonceContext.Provider value="abc==">
        <CarouselFallback slides={slides} slidesPerView={2} breakpoints={{ 768: 3 }} spaceBetween={8} />
      </CspNonceContext.Provider>,
    );
    const style = container.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('abc==');
    expect(style?.textContent).toContain('--carousel-per-view:3');
  });
});
