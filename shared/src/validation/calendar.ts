import { INTERVIEW_CUTOFF_HOUR, INTERVIEW_WEEKDAY } from './limits.ts';

/**
 * Calendar helpers work on the local date of the `now` they are given: the
 * browser's for the forms, the server's for the API. Nothing here reads the clock.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();

/** The local date of `date` as 'YYYY-MM-DD', the value of an `<input type="date">`. */
export function toIsoDate(date: Date): string {
  return formatCalendarDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** A real calendar date written as 'YYYY-MM-DD', or undefined. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** The same day `years` earlier; 29 February falls back to the 28th in a common year. */
export function isoDateYearsBefore(date: Date, years: number): string {
  const year = date.getFullYear() - years;
  const month = date.getMonth() + 1;
  return formatCalendarDate({ year, month, day: Math.min(date.getDate(), daysInMonth(year, month)) });
}

/** The coming Saturday; from Saturday noon on, the Saturday a week later. */
export function nextInterviewSaturday(now: Date): string {
  const weekday = now.getDay();
  let daysAhead = (INTERVIEW_WEEKDAY - weekday + 7) % 7;
  if (weekday === INTERVIEW_WEEKDAY && now.getHours() >= INTERVIEW_CUTOFF_HOUR) daysAhead = 7;
  return toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead));
}

/** Every year from `fromYear` to `toYear`, both included, in that direction. */
export function yearOptions(fromYear: number, toYear: number): number[] {
  const step = fromYear <= toYear ? 1 : -1;
  return Array.from({ length: Math.abs(toYear - fromYear) + 1 }, (_, index) => fromYear + index * step);
}

/** The choices for a qualification that must come after one passed in `previousYear`. */
export function yearsLaterThan(years: readonly number[], previousYear: number | undefined): number[] {
  return previousYear === undefined ? [...years] : years.filter((year) => year > previousYear);
}
