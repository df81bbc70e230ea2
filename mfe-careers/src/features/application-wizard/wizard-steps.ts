import { CAREER_STEP_COUNT, careerApplicationSteps, validateFields } from '@site/shared/form-rules';
import type { CareerStepOptions, FormValues } from '@site/shared/form-rules';
import { uploadRejections } from './upload-state.ts';

/** forms-spec.md section 2: the four steps, in order. */
export const stepTitles = ['Position Details', 'Personal Details', 'Education Details', 'Work Experience'] as const;

export const LAST_STEP = CAREER_STEP_COUNT - 1;
const PERSONAL_STEP = 1;

/**
 * The form-level validator of one page of the wizard: that step's shared
 * rules, plus, on the personal step, any photo or resume the visitor chose
 * that was refused before upload.
 */
export function stepValidator(step: number, options: CareerStepOptions) {
  const rules = careerApplicationSteps[step]?.(options) ?? {};
  return (values: FormValues) => ({
    ...validateFields(rules, values),
    ...(step === PERSONAL_STEP ? uploadRejections(values) : {}),
  });
}
