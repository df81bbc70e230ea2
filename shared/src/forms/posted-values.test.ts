import { describe, expect, it } from '@jest/globals';
import { FORM_ID_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../contracts.ts';
import { validateValues } from '../validation/form-schema.ts';
import { validEnquiryValues } from './enquiry-form-fixtures.ts';
import { formSchemas } from './form-schemas.ts';
import {
  DEFAULT_DIAL_COUNTRY,
  PARTNERSHIP_OTHER_INDUSTRY,
  errorsForPostedFields,
  postedFieldNames,
  postedInitialValues,
  postedToSubmissionValues,
} from './posted-values.ts';

/** What a browser posts for values the JavaScript path would hold: every value a string, a ticked box "on". */
const asPosted = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== false)
      .map(([name, value]) => [name, value === true ? 'on' : String(value)]),
  );

describe('a native post as the API takes it', () => {
  it('sends what the JavaScript path sends: the form fields only, a ticked checkbox as true', () => {
    const posted = {
      ...asPosted(validEnquiryValues.consultation),
      [FORM_ID_FIELD]: 'consultation',
      [FORM_TOKEN_FIELD]: '1.signature',
      [HONEYPOT_FIELD]: '',
      isAdmin: 'yes',
    };
    expect(postedToSubmissionValues('consultation', posted)).toEqual(validEnquiryValues.consultation);
  });

  it('leaves out empty fields and an unticked checkbox, as final-form holds them undefined', () => {
    const values = postedToSubmissionValues('consultation', { firstname: 'Ravi', email: '', company: '' });
    expect(values).toEqual({ firstname: 'Ravi' });
    expect(validateValues(formSchemas.consultation, values)).toHaveProperty('accept_policy');
  });

  it('sends the chosen dialling country as its code, and maps the code message back to the list', () => {
    const { countrycode, ...rest } = asPosted(validEnquiryValues['general-query']);
    expect(countrycode).toBe('+91');
    // The visitor types the number; the code of the chosen country goes in front of it (forms-spec.md section 7).
    const typed = rest.phone?.slice(countrycode?.length ?? 0) ?? '';
    expect(typed).toMatch(/^\d+$/);
    const posted = { ...rest, phone: typed, dialCountry: DEFAULT_DIAL_COUNTRY ?? '' };
    expect(postedToSubmissionValues('general-query', posted)).toEqual(validEnquiryValues['general-query']);
    expect(postedFieldNames('careers-enquiry')).toContain('dialCountry');
    expect(postedFieldNames('careers-enquiry')).not.toContain('countrycode');
    expect(errorsForPostedFields('general-query', { countrycode: 'bad', phone: 'worse' })).toEqual({
      dialCountry: 'bad',
      phone: 'worse',
    });
  });

  it("sends the partnership's own industry only with industry Others", () => {
    const posted = { ...asPosted(validEnquiryValues.partnership), partnerProgram: 'Logistics' };
    expect(postedToSubmissionValues('partnership', posted)).not.toHaveProperty('partnerProgram');
    const other = postedToSubmissionValues('partnership', { ...posted, industry: PARTNERSHIP_OTHER_INDUSTRY });
    expect(other).toMatchObject({ industry: PARTNERSHIP_OTHER_INDUSTRY, partnerProgram: 'Logistics' });
  });

  it('passes the same rules as the values the JavaScript path sends, for every native form', () => {
    for (const formId of ['consultation', 'subscribe', 'talk-to-expert', 'partnership'] as const) {
      const values = postedToSubmissionValues(formId, asPosted(validEnquiryValues[formId]));
      expect(validateValues(formSchemas[formId], values)).toEqual({});
    }
  });
});

describe("a refused post's values, as the form holds them again", () => {
  it('keeps what was typed, a ticked checkbox as true, and drops what the form does not have', () => {
    expect(
      postedInitialValues('consultation', { firstname: 'Ravi', email: 'ravi@', accept_policy: 'on', other: 'x' }),
    ).toEqual({ firstname: 'Ravi', email: 'ravi@', accept_policy: true });
    expect(postedInitialValues('general-query', { dialCountry: 'USA', phone: '' })).toEqual({ dialCountry: 'USA' });
  });
});
