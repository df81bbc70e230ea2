import { describe, expect, it } from '@jest/globals';
import { type FormSchema, unknownFieldNames, validateFields, validateValues } from './form-schema.ts';
import { validationMessages } from './messages.ts';
import { email, requiredNotBlank } from './rules.ts';

const schema: FormSchema = { id: 'subscribe', fields: { name: requiredNotBlank, email } };

describe('validateValues', () => {
  it('returns only the failing fields', () => {
    expect(validateValues(schema, { name: 'Ravi', email: 'nope' })).toEqual({
      email: validationMessages.invalidEmail,
    });
  });

  it('returns an empty object for valid values', () => {
    expect(validateValues(schema, { name: 'Ravi', email: 'ravi@example.com' })).toEqual({});
  });

  it('checks missing fields as missing', () => {
    expect(validateFields(schema.fields, {})).toEqual({
      name: validationMessages.required,
      email: validationMessages.required,
    });
  });
});

describe('unknownFieldNames', () => {
  it('lists the fields the form does not have', () => {
    expect(unknownFieldNames(Object.keys(schema.fields), { name: 'a', email: 'b', admin: true })).toEqual(['admin']);
    expect(unknownFieldNames(['email'], { email: 'b' })).toEqual([]);
  });
});
