import { describe, expect, it } from '@jest/globals';
import { type FormId, type FormSchema, validateValues } from '../validation/form-schema.ts';
import {
  COMMENT_MOBILE_DIGITS,
  CONTACT_PHONE_DIGITS,
  E164_MAX_DIGITS,
  MAX_MESSAGE_LENGTH,
  MAX_TEXT_LENGTH,
} from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import { careersEnquiryFormSchema } from './careers-enquiry-form.ts';
import { caseStudyDownloadFormSchema } from './case-study-download-form.ts';
import { consultationFormSchema } from './consultation-form.ts';
import { validEnquiryValues } from './enquiry-form-fixtures.ts';
import { formSchemas } from './form-schemas.ts';
import { generalQueryFormSchema } from './general-query-form.ts';
import { guideCommentFormSchema } from './guide-comment-form.ts';
import { partnershipFormSchema } from './partnership-form.ts';
import { subscribeFormSchema } from './subscribe-form.ts';
import { talkToExpertFormSchema } from './talk-to-expert-form.ts';

const { required, invalidEmail, invalidPhone, invalidOption, digitsNotAllowed, tooLong } = validationMessages;
const phone = '9'.repeat(CONTACT_PHONE_DIGITS);

const validValues: [FormSchema, Record<string, unknown>][] = Object.values(formSchemas).map((schema) => [
  schema,
  validEnquiryValues[schema.id],
]);

const optionalFields: Partial<Record<FormId, string[]>> = {
  'careers-enquiry': ['resume'],
  partnership: ['partnerProgram'],
  // forms-spec.md section 5: the consultation phone has no form rule (issue 18).
  consultation: ['phone'],
};

const valuesFor = (schema: FormSchema) => validValues.find(([candidate]) => candidate === schema)?.[1] ?? {};
const errorsWith = (schema: FormSchema, changes: Record<string, unknown>) =>
  validateValues(schema, { ...valuesFor(schema), ...changes });

describe('formSchemas', () => {
  it('files every schema under its own id', () => {
    for (const [id, schema] of Object.entries(formSchemas)) expect(schema.id).toBe(id);
    expect(Object.keys(formSchemas)).toHaveLength(validValues.length);
  });

  it.each(validValues.map(([schema, values]) => [schema.id, schema, values] as const))(
    'accepts a complete %s form',
    (_, schema, values) => {
      expect(validateValues(schema, values)).toEqual({});
    },
  );

  it.each(validValues.map(([schema]) => [schema.id, schema] as const))(
    'reports every field of an empty %s form except the optional and hidden ones',
    (_, schema) => {
      const errors = validateValues(schema, {});
      const optional = optionalFields[schema.id] ?? [];
      const expectedFields = Object.keys(schema.fields).filter((field) => !optional.includes(field));
      expect(Object.keys(errors).sort()).toEqual(expectedFields.sort());
    },
  );
});

describe('consultation form', () => {
  it('asks for the policy to be accepted', () => {
    expect(errorsWith(consultationFormSchema, { accept_policy: false })).toEqual({
      accept_policy: validationMessages.acceptTerms,
    });
  });

  it('rejects blank text, unknown services, digits in names and non-digit phones', () => {
    expect(errorsWith(consultationFormSchema, { company: ' a ' })).toEqual({ company: required });
    expect(errorsWith(consultationFormSchema, { services: 'bakery' })).toEqual({ services: invalidOption });
    expect(errorsWith(consultationFormSchema, { state: 'Zone 5' })).toEqual({ state: digitsNotAllowed });
    expect(errorsWith(consultationFormSchema, { phone: '+1 415' })).toEqual({ phone: invalidPhone });
    expect(errorsWith(consultationFormSchema, { phone: '9'.repeat(E164_MAX_DIGITS + 1) })).toEqual({
      phone: invalidPhone,
    });
  });

  it('bounds the message', () => {
    expect(errorsWith(consultationFormSchema, { write_your_message: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) })).toEqual({
      write_your_message: tooLong,
    });
  });
});

describe('subscribe and case study download forms', () => {
  it('need a valid e-mail', () => {
    expect(errorsWith(subscribeFormSchema, { email: 'ravi@' })).toEqual({ email: invalidEmail });
    expect(errorsWith(caseStudyDownloadFormSchema, { email: '' })).toEqual({ email: required });
  });

  it('need a name of at least two characters without digits', () => {
    expect(errorsWith(caseStudyDownloadFormSchema, { firstname: 'R' })).toEqual({ firstname: required });
    expect(errorsWith(caseStudyDownloadFormSchema, { firstname: 'R2D2' })).toEqual({ firstname: digitsNotAllowed });
  });
});

describe('talk-to-expert form', () => {
  it('needs the phone length of the contact forms', () => {
    expect(errorsWith(talkToExpertFormSchema, { phone: phone.slice(1) })).toEqual({ phone: invalidPhone });
  });
});

describe('partnership form', () => {
  it('needs the industry named only when it is Others', () => {
    expect(errorsWith(partnershipFormSchema, { industry: 'Others' })).toEqual({ partnerProgram: required });
    expect(errorsWith(partnershipFormSchema, { industry: 'Others', partnerProgram: 'Logistics' })).toEqual({});
    expect(errorsWith(partnershipFormSchema, { industry: 'Others', partnerProgram: 'Web3' })).toEqual({
      partnerProgram: digitsNotAllowed,
    });
  });

  it('ignores a leftover industry name but still bounds it', () => {
    expect(errorsWith(partnershipFormSchema, { partnerProgram: 'x' })).toEqual({});
    expect(errorsWith(partnershipFormSchema, { partnerProgram: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })).toEqual({
      partnerProgram: tooLong,
    });
  });

  it('accepts only the listed positions, countries and partnerships', () => {
    expect(errorsWith(partnershipFormSchema, { position: 'Intern', country: 'France', partnership: 'x' })).toEqual({
      position: invalidOption,
      country: invalidOption,
      partnership: invalidOption,
    });
  });
});

describe('careers-tab and general query forms', () => {
  it.each([careersEnquiryFormSchema, generalQueryFormSchema])('need the exact phone length', (schema) => {
    expect(errorsWith(schema, { phone: `${phone}9` })).toEqual({ phone: invalidPhone });
    expect(errorsWith(schema, { phone: `${phone.slice(2)}-9` })).toEqual({ phone: invalidPhone });
  });

  it.each([careersEnquiryFormSchema, generalQueryFormSchema])('accept only a known country code', (schema) => {
    expect(errorsWith(schema, { countrycode: '+1', phone: `+1${phone}` })).toEqual({});
    expect(errorsWith(schema, { countrycode: '+0' })).toEqual(expect.objectContaining({ countrycode: invalidOption }));
  });

  it.each([careersEnquiryFormSchema, generalQueryFormSchema])(
    'check the digits after the sent country code (forms-spec.md section 7), or as typed in the form',
    (schema) => {
      expect(errorsWith(schema, { countrycode: '+44', phone: `+44${phone}` })).toEqual({});
      expect(errorsWith(schema, { countrycode: '+44', phone: `+44${phone}9` })).toEqual({ phone: invalidPhone });
      expect(errorsWith(schema, { countrycode: '+44', phone: `+1${phone}` })).toEqual({ phone: invalidPhone });
      // The form holds the chosen country, not its code: the rule sees the typed digits.
      expect(schema.fields.phone?.(phone, { dialCountry: 'IND +91' })).toBeUndefined();
    },
  );

  it('accepts a resume only as pdf, doc or docx, and no resume at all', () => {
    expect(errorsWith(careersEnquiryFormSchema, { resume: '/api/media/files/cv.exe' })).toEqual({
      resume: validationMessages.resumeFormat,
    });
    expect(errorsWith(careersEnquiryFormSchema, { resume: '' })).toEqual({});
  });

  it('bounds the free-text answers', () => {
    expect(errorsWith(generalQueryFormSchema, { whereUFindUs: 'a'.repeat(MAX_TEXT_LENGTH + 1) })).toEqual({
      whereUFindUs: tooLong,
    });
  });
});

describe('guide comment form', () => {
  it('needs exactly ten digits in the mobile, whatever separates them', () => {
    const digits = '9'.repeat(COMMENT_MOBILE_DIGITS);
    expect(errorsWith(guideCommentFormSchema, { mobile: digits })).toEqual({});
    expect(errorsWith(guideCommentFormSchema, { mobile: digits.slice(1) })).toEqual({ mobile: invalidPhone });
    expect(errorsWith(guideCommentFormSchema, { mobile: `+91 ${digits}` })).toEqual({ mobile: invalidPhone });
  });
});
