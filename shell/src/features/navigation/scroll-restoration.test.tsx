import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** The router's navigate, captured from inside it. */
const router: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };
const scrollTo = jest.fn((_x: number, y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
});

function Harness() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  });
  return <ScrollRestoration />;
}

const navigate = (to: string | number) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to));

beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where a page was left on back', () => {
    render(
      <MemoryRouter initialEntries={['/guides']}>
        <Harness />
      </MemoryRouter>,
    );
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });

    act(() => navigate('/guides/a-guide'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it("goes to a fragment's element instead of the top", () => {
    const target = document.createElement('h2');
    target.id = 'insurance';
    const scrollIntoView = jest.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Harness />
      </MemoryRouter>,
    );
    scrollTo.mockClear();

    act(() => navigate('/case-studies#insurance'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });
});
