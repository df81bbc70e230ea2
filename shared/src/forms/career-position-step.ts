import { isoDate } from '../validation/date-rules.ts';
import { PHONE_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import {
  type FieldValidator,
  composeValidators,
  digitsExactly,
  fieldEquals,
  isBlank,
  oneOf,
  required,
} from '../validation/rules.ts';
import type { CareerStep } from './career-step.ts';
import {
  optionalAddress,
  optionalText,
  requiredName,
  requiredOption,
  requiredText,
  revealedField,
} from './field-rules.ts';
import {
  type YesNo,
  jobPortalOptions,
  socialMediaOptions,
  sourceOfInformation,
  sourceOfInformationOptions,
} from './options.ts';

const WILLING = 'Yes' satisfies YesNo;
const UNWILLING = 'No' satisfies YesNo;

const nightShiftWillingness: FieldValidator = (value) => {
  if (isBlank(value)) return validationMessages.nightShiftRequired;
  if (value === UNWILLING) return validationMessages.noDayShift;
  return value === WILLING ? undefined : validationMessages.invalidOption;
};

const sourceIs = (source: string) => fieldEquals('SourceOfInformationType', source);
const isReferral = sourceIs(sourceOfInformation.referral);
const isCampus = sourceIs(sourceOfInformation.campus);

export const positionStep: CareerStep = ({ campaign }) => ({
  deptType: requiredText,
  PositionApplied: requiredText,
  jdLink: composeValidators(required, optionalAddress),
  campaignDetail: optionalText,
  WillingnessforNightShift: nightShiftWillingness,
  SourceOfInformationType: campaign
    ? oneOf([sourceOfInformation.socialMedia])
    : requiredOption(sourceOfInformationOptions),
  jobportalname: revealedField(sourceIs(sourceOfInformation.jobPortals), requiredOption(jobPortalOptions)),
  socialmedianame: revealedField(sourceIs(sourceOfInformation.socialMedia), requiredOption(socialMediaOptions)),
  R1Person: revealedField(isReferral, requiredName),
  R1Designation: revealedField(isReferral, requiredText),
  R1Contact: revealedField(
    isReferral,
    composeValidators(required, digitsExactly(PHONE_DIGITS, validationMessages.invalidPhone)),
  ),
  campusname: revealedField(isCampus, requiredText),
  campuslocation: revealedField(isCampus, requiredText),
  /** Filled in by the form with nextInterviewSaturday. */
  DateOfInterview: isoDate,
});
