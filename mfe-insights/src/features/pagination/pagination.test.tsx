import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationNames } from './pagination.tsx';

const pageHref = (page: number) => (page === 1 ? '/guides?title=tax' : `/guides?title=tax&page=${page}`);

describe('Pagination as links (issue 52)', () => {
  it('is a named navigation landmark of links, the current page marked, each page at its own address', () => {
    render(<Pagination current={5} last={9} onChange={() => undefined} label="Guide pages" pageHref={pageHref} />);
    const nav = screen.getByRole('navigation', { name: 'Guide pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      paginationNames.previous,
      ...[1, 3, 4, 5, 6, 7, 9].map(paginationNames.page),
      paginationNames.next,
    ]);
    expect(within(nav).getByRole('link', { name: paginationNames.page(5) })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: paginationNames.previous })).toHaveAttribute(
      'href',
      '/guides?title=tax&page=4',
    );
    expect(within(nav).getByRole('link', { name: paginationNames.page(1) })).toHaveAttribute(
      'href',
      '/guides?title=tax',
    );
    expect(within(nav).getByRole('link', { name: paginationNames.next })).toHaveTextContent('Next');
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
  });

  it('navigates inside the site on a plain click, and leaves a click for a new tab to the browser', async () => {
    const onChange = jest.fn<(page: number) => void>();
    render(<Pagination current={1} last={3} onChange={onChange} label="Series pages" pageHref={pageHref} />);
    await userEvent.click(screen.getByRole('link', { name: paginationNames.next }));
    expect(onChange).toHaveBeenCalledWith(2);

    onChange.mockClear();
    // After React's handler: what the page left to the browser (jsdom cannot open it, so stop it here).
    let leftToBrowser: boolean | undefined;
    const stopNavigation = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: paginationNames.page(3) }), { ctrlKey: true });
    document.removeEventListener('click', stopNavigation);
    expect(onChange).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });

  it('hides Previous on the first page and Next on the last, and shows nothing for one page', () => {
    const { rerender } = render(
      <Pagination current={1} last={2} onChange={() => undefined} label="Pages" pageHref={pageHref} />,
    );
    expect(screen.queryByRole('link', { name: paginationNames.previous })).not.toBeInTheDocument();
    rerender(<Pagination current={2} last={2} onChange={() => undefined} label="Pages" pageHref={pageHref} />);
    expect(screen.queryByRole('link', { name: paginationNames.next })).not.toBeInTheDocument();
    rerender(<Pagination current={1} last={1} onChange={() => undefined} label="Pages" pageHref={pageHref} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is buttons for a list whose page is not in its address', async () => {
    const onChange = jest.fn<(page: number) => void>();
    render(<Pagination current={1} last={2} onChange={onChange} label="Blog pages" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: paginationNames.page(2) }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
