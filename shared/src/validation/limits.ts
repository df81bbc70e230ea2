/**
 * The numbers of forms-spec.md section 9, each named once. Forms, the API and
 * the tests read them from here.
 */

/** A required text value shorter than this (after trimming) counts as blank. */
export const MIN_REQUIRED_LENGTH = 2;

export const PHOTO_MAX_BYTES = 2_097_152;
export const RESUME_MAX_BYTES = 5_242_880;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

export const PERCENTAGE_MIN = 45;
export const PERCENTAGE_MAX = 100;
export const PERCENTAGE_INPUT_MAX_LENGTH = 5;

/** Application mobile, alternate number and referral contact. */
export const PHONE_DIGITS = 10;
export const COMMENT_MOBILE_DIGITS = 10;
export const ZIP_DIGITS = 6;
export const AADHAAR_DIGITS = 12;
/** Twelve digits shown in groups of four with two dashes. */
export const AADHAAR_MAX_LENGTH = 14;
export const AADHAAR_GROUP_SIZE = 4;

export const MIN_APPLICANT_AGE = 18;
export const SALARY_MAX_DIGITS = 9;
export const EXPERIENCE_MAX_DIGITS = 2;

export const DEFAULT_COUNTRY_CODE = '+91';

/** A campaign detail is kept only when the openings query string is longer than 5 characters. */
export const CAMPAIGN_DETAIL_MIN_LENGTH = 6;

export const CAREER_STEP_COUNT = 4;

/** Interviews are on Saturdays (Date#getDay); from Saturday noon the next one is a week later. */
export const INTERVIEW_WEEKDAY = 6;
export const INTERVIEW_CUTOFF_HOUR = 12;

/** An uploaded file's displayed name keeps this many characters before '...' and the extension. */
export const SHORT_FILE_NAME_LENGTH = 10;

/*
 * Our limits. The spec does not give these; the API needs every string bounded.
 */

/**
 * Careers-tab and general-query phone length. The spec asks for an exact
 * length without showing it; we chose 10 digits to match every other phone
 * number of the spec.
 */
export const CONTACT_PHONE_DIGITS = 10;
/** The consultation phone has no length rule in the spec; E.164 numbers have at most 15 digits. */
export const E164_MAX_DIGITS = 15;
export const MAX_TEXT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;
/** Links and stored file addresses. */
export const MAX_ADDRESS_LENGTH = 2048;
/** RFC 5321 limit on an address in a mail path. */
export const EMAIL_MAX_LENGTH = 254;
