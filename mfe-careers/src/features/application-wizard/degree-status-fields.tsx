import {
  PERCENTAGE_INPUT_MAX_LENGTH,
  SelectField,
  TextField,
  completionStatusOptions,
  sanitizePercentageInput,
  stripDigits,
  toIsoDate,
} from '@site/shared/forms';
import type { CompletionStatus } from '@site/shared/forms';
import { Condition } from './condition.tsx';
import { YearOfPassingField } from './year-of-passing-field.tsx';

const COMPLETED: CompletionStatus = 'Completed';
const RESULT_AWAITED: CompletionStatus = 'Result Awaited';

export interface DegreeFieldNames {
  status: string;
  board: string;
  percentage: string;
  year: string;
  semester: string;
  tentativeDate: string;
}

interface DegreeStatusFieldsProps {
  /** 'Graduation' or 'Post graduation', the start of every label. */
  level: string;
  names: DegreeFieldNames;
  now: Date;
  yearAfter: string;
  yearAfterWhen?: { field: string; is: string };
}

/** The status reveals board, percentage and year when Completed, semester and tentative date when awaited. */
export function DegreeStatusFields({ level, names, now, yearAfter, yearAfterWhen }: DegreeStatusFieldsProps) {
  return (
    <>
      <SelectField name={names.status} label={`${level} status`} options={completionStatusOptions} required />
      <Condition when={names.status} is={COMPLETED}>
        <TextField name={names.board} label={`${level} university or board`} parse={stripDigits} required />
        <TextField
          name={names.percentage}
          label={`${level} percentage`}
          parse={sanitizePercentageInput}
          maxLength={PERCENTAGE_INPUT_MAX_LENGTH}
          inputMode="decimal"
          required
        />
        <YearOfPassingField
          name={names.year}
          label={`${level} year of passing`}
          now={now}
          after={yearAfter}
          {...(yearAfterWhen ? { afterWhen: yearAfterWhen } : {})}
        />
      </Condition>
      <Condition when={names.status} is={RESULT_AWAITED}>
        <TextField name={names.semester} label={`${level} current semester`} readOnly />
        <TextField
          name={names.tentativeDate}
          label={`${level} tentative passing date`}
          type="date"
          min={toIsoDate(now)}
          required
        />
      </Condition>
    </>
  );
}
