import { minimumAge } from '../validation/date-rules.ts';
import { photoAddress, resumeAddress } from '../validation/file-rules.ts';
import { PHONE_DIGITS, ZIP_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import {
  aadhaarNumber,
  composeValidators,
  digitsExactly,
  email,
  fieldEquals,
  optionalBoolean,
  required,
} from '../validation/rules.ts';
import type { CareerStep } from './career-step.ts';
import { requiredLongText, requiredName, requiredOption, requiredText, revealedField } from './field-rules.ts';
import { indianStates } from './indian-states.ts';
import { type MaritalStatus, genderOptions, maritalStatusOptions } from './options.ts';

const MARRIED = 'Married' satisfies MaritalStatus;

const phoneNumber = digitsExactly(PHONE_DIGITS, validationMessages.invalidPhoneNumber);
const zipCode = composeValidators(required, digitsExactly(ZIP_DIGITS, validationMessages.invalidZip));
const state = requiredOption(indianStates);

export const personalStep: CareerStep = ({ now }) => ({
  firstName: requiredName,
  lastName: requiredName,
  fatherName: requiredName,
  gender: requiredOption(genderOptions),
  dob: composeValidators(required, minimumAge(now)),
  maritalStatus: requiredOption(maritalStatusOptions),
  spouseName: revealedField(fieldEquals('maritalStatus', MARRIED), requiredName),
  aadhaar: composeValidators(required, aadhaarNumber),
  email,
  mobile: composeValidators(required, phoneNumber),
  home_phone: phoneNumber,
  image_url: photoAddress,
  resume_url: resumeAddress,
  currentAddress: requiredLongText,
  State: state,
  City: requiredText,
  pin: zipCode,
  permanentAddressSame: optionalBoolean,
  permanentAddress: requiredLongText,
  permanentState: state,
  permanentCity: requiredText,
  permanentPin: zipCode,
});
