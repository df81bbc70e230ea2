import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ABOUT_COUNTER_LONG_MS, ABOUT_COUNTER_SHORT_MS, companyFacts } from '@site/shared';
import { AboutCounters } from './about-counters.tsx';

/** The figure a sighted visitor sees on the counter with this label. */
function shownOn(label: string): string | null | undefined {
  return screen.getByText(label).closest('li')?.querySelector('[aria-hidden="true"]')?.textContent;
}

const asNumber = (shown: string | null | undefined) => Number(shown?.replace(/[+,]/g, ''));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('about counters', () => {
  it('start from 0 in the browser', () => {
    render(<AboutCounters />);
    expect(shownOn('Years of experience')).toBe('0');
    expect(shownOn('Clients served')).toBe('0+');
  });

  it('reach targets of 100 or less in 2 s, with no suffix', () => {
    render(<AboutCounters />);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_SHORT_MS / 2));
    expect(asNumber(shownOn('Years of experience'))).toBeLessThan(companyFacts.yearsOfExperience);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_SHORT_MS / 2));
    expect(shownOn('Years of experience')).toBe(String(companyFacts.yearsOfExperience));
    expect(shownOn('Countries')).toBe(String(companyFacts.countries));
  });

  it("take 5 s above 100 and add a '+'", () => {
    render(<AboutCounters />);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_SHORT_MS));
    expect(asNumber(shownOn('Clients served'))).toBeLessThan(companyFacts.clientsServed);
    expect(asNumber(shownOn('Employees'))).toBeLessThan(companyFacts.employees);
    act(() => jest.advanceTimersByTime(ABOUT_COUNTER_LONG_MS - ABOUT_COUNTER_SHORT_MS));
    expect(shownOn('Clients served')).toBe('550+');
    expect(shownOn('Employees')).toBe('1,050+');
  });

  it('give assistive technology the final figures from the start', () => {
    render(<AboutCounters />);
    expect(screen.getByText('1,050+', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
    expect(screen.getByText('18', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  });
});
