import { calendarDate } from './us-english.ts';

function parts(isoDate: string) {
  return calendarDate(isoDate) ?? { month: isoDate, day: 0, year: 0 };
}

/**
 * site-spec.md section 3: an event's dates as 'Month day-endday, year' in
 * US English ("March 10-12, 2026"). Dates in two months or years name both.
 */
export function formatEventDates(startDate: string, endDate: string): string {
  const start = parts(startDate);
  const end = parts(endDate);
  if (start.year !== end.year) return `${start.month} ${start.day}, ${start.year}-${end.month} ${end.day}, ${end.year}`;
  if (start.month !== end.month) return `${start.month} ${start.day}-${end.month} ${end.day}, ${end.year}`;
  if (start.day === end.day) return `${start.month} ${start.day}, ${start.year}`;
  return `${start.month} ${start.day}-${end.day}, ${start.year}`;
}
