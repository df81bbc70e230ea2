import { useField } from 'react-final-form';
import { SelectField, parseIsoDate, yearOptions, yearsLaterThan } from '@site/shared/forms';
import { yearOptionList } from './field-options.ts';

/** How far back the list reaches while the birth date is unknown (ours; the personal step always sets it). */
const YEARS_WITHOUT_BIRTH_DATE = 60;

interface YearOfPassingFieldProps {
  name: string;
  label: string;
  now: Date;
  /** The previous qualification's year field: only later years are offered. */
  after?: string;
  /** Compare with `after` only while this field holds this answer (post graduation after a completed graduation). */
  afterWhen?: { field: string; is: string };
}

function useValue(name: string): unknown {
  return useField(name, { subscription: { value: true } }).input.value;
}

/** forms-spec.md section 5: from this year down to the birth year, and later than the previous level. */
export function YearOfPassingField({ name, label, now, after, afterWhen }: YearOfPassingFieldProps) {
  const birthDate = parseIsoDate(String(useValue('dob') ?? ''));
  const previous = Number(useValue(after ?? name)) || undefined;
  const conditionValue = useValue(afterWhen?.field ?? name);
  const comparesWithPrevious = after !== undefined && (!afterWhen || conditionValue === afterWhen.is);

  const currentYear = now.getFullYear();
  const years = yearOptions(currentYear, birthDate?.year ?? currentYear - YEARS_WITHOUT_BIRTH_DATE);
  const options = comparesWithPrevious ? yearsLaterThan(years, previous) : years;
  return <SelectField name={name} label={label} options={yearOptionList(options)} required />;
}
