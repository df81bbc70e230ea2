import { AADHAAR_DIGITS, EXPERIENCE_MAX_DIGITS, MIN_APPLICANT_AGE, SALARY_MAX_DIGITS } from './limits.ts';

/** Messages of forms-spec.md sections 2, 4, 5 and 8, copied exactly. */
const specMessages = {
  required: '*This Field is Required',
  invalidEmail: 'Invalid email address',
  acceptTerms: '*You must accept the terms to proceed',
  invalidPhone: 'Invalid Phone',
  invalidPhoneNumber: 'Invalid phone number',
  invalidZip: 'Invalid Zip Code',
  nightShiftRequired: 'Please indicate your willingness for night shift',
  noDayShift: "Unfortunately, currently we don't have openings for the day shift.",
  percentageBelowMinimum: 'Unfortunately, you are not eligible. The eligibility criteria is 45 or above percentage.',
  percentageAboveMaximum: 'The value cannot exceed 100.',
  photoFormat: '*Invalid file format. Only JPG, and PNG files are allowed.',
  photoSize: '*File size exceeds 2 MB. Please upload a smaller image.',
  resumeFormat: '*Invalid file format. Only PDF, DOC, and DOCX files are allowed.',
  resumeSize: '*File size exceeds the 5 MB limit. Please upload a smaller Resume',
  submitError: 'Error submitting form. Please try again.',
  subscribeSuccess: '*Thank you for subscribing us.',
  leavePageWarning: 'Are you sure you want to leave? Changes you made may not be saved.',
} as const;

/** Ours: the API re-validates values the browser inputs never let through, and needs words for them. */
const serverMessages = {
  tentativeDateInPast: '*The tentative passing date cannot be earlier than today',
  minimumAge: `*You must be at least ${MIN_APPLICANT_AGE} years old`,
  invalidDate: '*Please enter a valid date',
  invalidOption: '*Please choose one of the listed options',
  invalidValue: '*Please enter a valid value',
  tooLong: '*This entry is too long',
  digitsNotAllowed: '*Numbers are not allowed in this field',
  invalidNumber: '*Please enter a number',
  invalidYear: '*Please choose a year from the list',
  yearNotAfterPrevious: '*The year must be later than the previous qualification',
  invalidAadhaar: `*Aadhaar number must have ${AADHAAR_DIGITS} digits`,
  invalidSalary: `*Please enter the monthly salary in digits, at most ${SALARY_MAX_DIGITS}`,
  invalidExperience: `*Please enter the experience in whole years, at most ${EXPERIENCE_MAX_DIGITS} digits`,
  /** Control characters, line breaks in a one-line field, broken characters or text-direction overrides. */
  /** The case-study download names a case study the site does not have. */
  unknownCaseStudy: '*This case study is not available for download',
  controlCharacters: '*Please remove invisible control characters or line breaks from this entry',
} as const;

export const validationMessages = { ...specMessages, ...serverMessages } as const;

export type ValidationMessageKey = keyof typeof validationMessages;
