import { EXPERIENCE_MAX_DIGITS, SALARY_MAX_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import { composeValidators, fieldEquals, maxDigits, required } from '../validation/rules.ts';
import type { CareerStep } from './career-step.ts';
import { requiredLongText, requiredOption, requiredText, revealedField } from './field-rules.ts';
import { type YesNo, yesNoOptions } from './options.ts';

const experienced = fieldEquals('isExperienced', 'Yes' satisfies YesNo);

export const workStep: CareerStep = () => ({
  isExperienced: requiredOption(yesNoOptions),
  WE1CompanyName: revealedField(experienced, requiredText),
  WE1Departement: revealedField(experienced, requiredText),
  WE1RoleandResposibilities: revealedField(experienced, requiredLongText),
  /** Monthly CTC. */
  WE1LastDrawnSalary: revealedField(
    experienced,
    composeValidators(required, maxDigits(SALARY_MAX_DIGITS, validationMessages.invalidSalary)),
  ),
  WE1ExperienceInYears: revealedField(
    experienced,
    composeValidators(required, maxDigits(EXPERIENCE_MAX_DIGITS, validationMessages.invalidExperience)),
  ),
  previouslyWorked: requiredOption(yesNoOptions),
});
