// Numbers and dates in US English, written out here rather than through Intl
// (docs/decisions/023): the first Intl call on a page loads the browser's locale
// data, which took about 90 ms of main thread in Chromium, four times that on a
// throttled phone, inside the task that hydrates the page. The site writes one
// locale, so what it needs is a month's name and thousands separators.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A whole number with US thousands separators: 12500 → '12,500'. */
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** The parts of a calendar date ('2025-08-19', or a timestamp whose date part is read as written); undefined when it is not one. */
export function calendarDate(isoDate: string): { month: string; day: number; year: number } | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return { month: MONTHS[date.getUTCMonth()] ?? '', day: date.getUTCDate(), year: date.getUTCFullYear() };
}

/** A calendar date as US English ('August 19, 2025'), the same on the server and in the browser; the input itself when it is not a date. */
export function formatLongDate(isoDate: string): string {
  const parts = calendarDate(isoDate);
  return parts ? `${parts.month} ${parts.day}, ${parts.year}` : isoDate;
}
