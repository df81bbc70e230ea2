import { describe, expect, it } from '@jest/globals';
import { paginationWindow } from './pagination-window.ts';

const render = (current: number, last: number) =>
  paginationWindow(current, last)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('paginationWindow', () => {
  it.each([
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 3 … 10'],
    [5, 10, '1 … 3 4 5 6 7 … 10'],
    [10, 10, '1 … 8 9 10'],
    [4, 10, '1 2 3 4 5 6 … 10'],
    [3, 7, '1 2 3 4 5 … 7'],
    [4, 7, '1 2 3 4 5 6 7'],
  ])('page %i of %i shows %s', (current, last, expected) => {
    expect(render(current, last)).toBe(expected);
  });
});
