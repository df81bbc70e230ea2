import { isoDateYearsBefore, parseIsoDate, toIsoDate } from './calendar.ts';
import { MIN_APPLICANT_AGE } from './limits.ts';
import { validationMessages } from './messages.ts';
import { type FieldValidator, isBlank, textOf } from './rules.ts';

// Date rules take the reference date as a parameter, so they never depend on when they run.

const dateText = (value: unknown) => {
  const text = textOf(value);
  return text !== undefined && parseIsoDate(text) ? text : undefined;
};

const yearOf = (value: unknown) => {
  const text = textOf(value);
  return text !== undefined && /^\d{4}$/.test(text) ? Number(text) : undefined;
};

export const isoDate: FieldValidator = (value) =>
  isBlank(value) || dateText(value) ? undefined : validationMessages.invalidDate;

export function isoDateNotBefore(
  reference: Date,
  message: string = validationMessages.tentativeDateInPast,
): FieldValidator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = dateText(value);
    if (!text) return validationMessages.invalidDate;
    return text < toIsoDate(reference) ? message : undefined;
  };
}

/** The latest birth date allowed on `now`, for the date input's `max`. */
export function latestBirthDate(now: Date, years: number = MIN_APPLICANT_AGE): string {
  return isoDateYearsBefore(now, years);
}

export function minimumAge(now: Date, years: number = MIN_APPLICANT_AGE): FieldValidator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = dateText(value);
    if (!text) return validationMessages.invalidDate;
    return text > latestBirthDate(now, years) ? validationMessages.minimumAge : undefined;
  };
}

/** A year of passing from the year list: no later than this year and no earlier than the birth year. */
export function passingYear(now: Date, birthDateField: string): FieldValidator {
  return (value, values) => {
    if (isBlank(value)) return undefined;
    const year = yearOf(value);
    const birthDate = dateText(values[birthDateField]);
    const earliest = birthDate ? Number(birthDate.slice(0, 4)) : 0;
    return year !== undefined && year <= now.getFullYear() && year >= earliest
      ? undefined
      : validationMessages.invalidYear;
  };
}

/** Each qualification's year must be later than the one before it, as the year lists only offer those. */
export function yearLaterThan(previousYearField: string): FieldValidator {
  return (value, values) => {
    const year = yearOf(value);
    const previousYear = yearOf(values[previousYearField]);
    return year === undefined || previousYear === undefined || year > previousYear
      ? undefined
      : validationMessages.yearNotAfterPrevious;
  };
}
