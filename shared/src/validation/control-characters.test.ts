import { describe, expect, it } from '@jest/globals';
import { validEnquiryValues } from '../forms/enquiry-form-fixtures.ts';
import { formSchemas } from '../forms/form-schemas.ts';
import { requiredLongText, requiredName, requiredText } from '../forms/field-rules.ts';
import { resumeAddress } from './file-rules.ts';
import type { FormId } from './form-schema.ts';
import { validateValues } from './form-schema.ts';
import { validationMessages } from './messages.ts';
import { email, hasControlCharacters, multiLineText, singleLineText } from './rules.ts';

const refused = validationMessages.controlCharacters;

/** Each character the rule refuses in one-line text, named for the test's title. */
const hostileCharacters: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['tab', '\t'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['ESC', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009B'],
  ['a lone high surrogate', '\uD83D'],
  ['a lone low surrogate', '\uDE00'],
  ['LRE U+202A', '\u202A'],
  ['RLO U+202E', '\u202E'],
  ['LRI U+2066', '\u2066'],
  ['PDI U+2069', '\u2069'],
];

describe('singleLineText', () => {
  it.each(hostileCharacters)('refuses %s', (_name, character) => {
    expect(singleLineText(`Ra${character}vi`, {})).toBe(refused);
    expect(hasControlCharacters(`Ravi${character}`)).toBe(true);
  });

  it.each(['Ravi', 'José Ñúñez', "O'Brien-Smith", 'Zoë 😀', 'محمد', '李小龙', ''])('accepts %p', (text) => {
    expect(singleLineText(text, {})).toBeUndefined();
  });

  it('leaves values that are not text to the other rules', () => {
    expect(singleLineText(undefined, {})).toBeUndefined();
    expect(singleLineText(true, {})).toBeUndefined();
  });
});

describe('multiLineText', () => {
  it('keeps tab, CR and LF in a message', () => {
    expect(multiLineText('Line one\r\nLine two\n\tindented', {})).toBeUndefined();
  });

  it.each(hostileCharacters.filter(([name]) => !['tab', 'LF', 'CR'].includes(name)))('refuses %s', (_name, c) => {
    expect(multiLineText(`Hello${c}there`, {})).toBe(refused);
  });
});

describe('the shared field kinds refuse control characters', () => {
  it.each([
    ['requiredName', requiredName, 'Ra\u0000vi'],
    ['requiredName', requiredName, 'Ravi\r\nBcc: x@example.com'],
    ['requiredName', requiredName, '\u202Eivar'],
    ['requiredText', requiredText, 'Acme\u0085'],
    ['requiredLongText', requiredLongText, 'Hello\u0000'],
    ['email', email, 'ravi\u0000@example.com'],
    ['resumeAddress', resumeAddress, '/api/media/files/cv\u0000.pdf'],
  ] as const)('%s refuses %j', (_name, rule, value) => {
    expect(rule(value, {})).toBe(refused);
  });

  it('lets a message keep its line breaks', () => {
    expect(requiredLongText('We need help.\nThanks', {})).toBeUndefined();
  });
});

describe('every text field of every form', () => {
  const formIds = Object.keys(formSchemas) as FormId[];
  it.each(formIds)('%s: refuses a NUL and an RLO in each text field', (formId) => {
    const valid = validEnquiryValues[formId];
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value !== 'string') continue;
      for (const character of ['\u0000', '\u202E']) {
        const errors = validateValues(formSchemas[formId], { ...valid, [field]: `${value}${character}` });
        expect({ field, error: errors[field] }).toEqual({ field, error: expect.any(String) });
      }
    }
  });
});
