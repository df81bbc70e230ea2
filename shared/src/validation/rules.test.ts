import { describe, expect, it } from '@jest/globals';
import {
  AADHAAR_DIGITS,
  EMAIL_MAX_LENGTH,
  MIN_REQUIRED_LENGTH,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
  PHONE_DIGITS,
} from './limits.ts';
import { validationMessages } from './messages.ts';
import {
  type FieldValidator,
  aadhaarNumber,
  checked,
  composeValidators,
  digitCountExactly,
  digitsExactly,
  email,
  fieldEquals,
  isBlank,
  maxDigits,
  maxLength,
  noDigits,
  oneOf,
  onlyWhen,
  optionalBoolean,
  percentage,
  required,
  requiredNotBlank,
  textOf,
} from './rules.ts';

const { required: requiredMessage } = validationMessages;
const check = (rule: FieldValidator, value: unknown, values: Record<string, unknown> = {}) => rule(value, values);
const ANY_MESSAGE = 'the message under test';

describe('composeValidators', () => {
  const first = () => 'first';
  const second = () => 'second';
  const pass = () => undefined;

  it('returns the first failing rule, in order', () => {
    expect(check(composeValidators(pass, first, second), 'x')).toBe('first');
    expect(check(composeValidators(pass, second, first), 'x')).toBe('second');
  });

  it('passes when every rule passes, including none', () => {
    expect(check(composeValidators(pass, pass), 'x')).toBeUndefined();
    expect(check(composeValidators(), 'x')).toBeUndefined();
  });

  it('hands every rule the other values', () => {
    const sameAsOther: FieldValidator = (value, values) => (value === values.other ? undefined : 'differs');
    expect(check(composeValidators(sameAsOther), 'a', { other: 'a' })).toBeUndefined();
    expect(check(composeValidators(sameAsOther), 'a', { other: 'b' })).toBe('differs');
  });
});

describe('onlyWhen and fieldEquals', () => {
  const spouseRequired = onlyWhen(fieldEquals('maritalStatus', 'Married'), requiredNotBlank);

  it('checks the field only while the condition holds', () => {
    expect(check(spouseRequired, '', { maritalStatus: 'Married' })).toBe(requiredMessage);
    expect(check(spouseRequired, 'Meera', { maritalStatus: 'Married' })).toBeUndefined();
    expect(check(spouseRequired, '', { maritalStatus: 'Single' })).toBeUndefined();
    expect(check(spouseRequired, '', {})).toBeUndefined();
  });
});

describe('textOf and isBlank', () => {
  it('reads strings and finite numbers only', () => {
    expect(textOf('abc')).toBe('abc');
    expect(textOf(45.5)).toBe('45.5');
    expect(textOf(Number.NaN)).toBeUndefined();
    expect(textOf(true)).toBeUndefined();
    expect(textOf({ toString: () => 'x' })).toBeUndefined();
  });

  it('treats missing and whitespace-only values as blank', () => {
    for (const blank of [undefined, null, '', '   ']) expect(isBlank(blank)).toBe(true);
    for (const filled of ['a', 0, false, {}]) expect(isBlank(filled)).toBe(false);
  });
});

describe('required', () => {
  it.each([undefined, null, '', '   ', {}, []])('rejects %p', (value) => {
    expect(check(required, value)).toBe(requiredMessage);
  });

  it.each(['a', '5', 0, 7])('accepts %p, even a single character', (value) => {
    expect(check(required, value)).toBeUndefined();
  });
});

describe('requiredNotBlank', () => {
  it.each([undefined, '', '  ', 'a', ' a ', 5])('rejects %p as blank', (value) => {
    expect(check(requiredNotBlank, value)).toBe(requiredMessage);
  });

  it.each(['ab', ' ab ', 'a'.repeat(MIN_REQUIRED_LENGTH)])('accepts %p', (value) => {
    expect(check(requiredNotBlank, value)).toBeUndefined();
  });
});

describe('maxLength', () => {
  const atMostFive = maxLength(5);

  it('bounds the text', () => {
    expect(check(atMostFive, 'abcde')).toBeUndefined();
    expect(check(atMostFive, 'abcdef')).toBe(validationMessages.tooLong);
  });

  it('leaves missing values to required and rejects values that are not text', () => {
    expect(check(atMostFive, undefined)).toBeUndefined();
    expect(check(atMostFive, null)).toBeUndefined();
    expect(check(atMostFive, ['a'])).toBe(validationMessages.invalidValue);
  });
});

describe('email', () => {
  it('asks for a value first', () => {
    expect(check(email, '')).toBe(requiredMessage);
    expect(check(email, undefined)).toBe(requiredMessage);
  });

  it.each(['ravi@example.com', 'first.last+tag@mail.example.co.in'])('accepts %s', (value) => {
    expect(check(email, value)).toBeUndefined();
  });

  it.each(['ravi', 'ravi@', '@example.com', 'ravi@example', 'ravi@example.c', 'ra vi@example.com', 'a@b..com'])(
    'rejects %s',
    (value) => {
      expect(check(email, value)).toBe(validationMessages.invalidEmail);
    },
  );

  it('rejects an address longer than a mail path allows', () => {
    const domain = '@example.com';
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - domain.length);
    expect(check(email, `${local}${domain}`)).toBeUndefined();
    expect(check(email, `${local}a${domain}`)).toBe(validationMessages.invalidEmail);
  });
});

describe('noDigits', () => {
  it('rejects digits anywhere and leaves blanks to required', () => {
    expect(check(noDigits, 'Ravi Kumar')).toBeUndefined();
    expect(check(noDigits, 'Ravi 2')).toBe(validationMessages.digitsNotAllowed);
    expect(check(noDigits, '')).toBeUndefined();
  });
});

describe('digitsExactly', () => {
  const phone = digitsExactly(PHONE_DIGITS, ANY_MESSAGE);
  const tenDigits = '9'.repeat(PHONE_DIGITS);

  it('accepts exactly the count, digits only', () => {
    expect(check(phone, tenDigits)).toBeUndefined();
    expect(check(phone, Number(tenDigits))).toBeUndefined();
  });

  it.each([tenDigits.slice(1), `${tenDigits}9`, `${tenDigits.slice(2)}-9`, `+${tenDigits.slice(1)}`])(
    'rejects %s',
    (value) => {
      expect(check(phone, value)).toBe(ANY_MESSAGE);
    },
  );

  it('leaves blanks to required', () => {
    expect(check(phone, '')).toBeUndefined();
  });
});

describe('digitCountExactly', () => {
  const mobile = digitCountExactly(PHONE_DIGITS, ANY_MESSAGE);

  it('counts digits and ignores separators', () => {
    expect(check(mobile, '98765-43210')).toBeUndefined();
    expect(check(mobile, '(987) 654 3210')).toBeUndefined();
    expect(check(mobile, '98765-4321')).toBe(ANY_MESSAGE);
    expect(check(mobile, '+91 98765 43210')).toBe(ANY_MESSAGE);
  });
});

describe('maxDigits', () => {
  const twoDigits = maxDigits(2, ANY_MESSAGE);

  it('accepts up to the count, digits only', () => {
    expect(check(twoDigits, '7')).toBeUndefined();
    expect(check(twoDigits, '12')).toBeUndefined();
    expect(check(twoDigits, 12)).toBeUndefined();
    expect(check(twoDigits, '123')).toBe(ANY_MESSAGE);
    expect(check(twoDigits, '1.5')).toBe(ANY_MESSAGE);
    expect(check(twoDigits, '-1')).toBe(ANY_MESSAGE);
  });
});

describe('oneOf', () => {
  const answer = oneOf(['Yes', 'No']);

  it('accepts only listed options, exactly as spelled', () => {
    expect(check(answer, 'Yes')).toBeUndefined();
    expect(check(answer, 'yes')).toBe(validationMessages.invalidOption);
    expect(check(answer, 'Maybe')).toBe(validationMessages.invalidOption);
    expect(check(answer, ['Yes'])).toBe(validationMessages.invalidOption);
    expect(check(answer, '')).toBeUndefined();
  });

  it('can carry its own message', () => {
    expect(check(oneOf(['Yes'], ANY_MESSAGE), 'No')).toBe(ANY_MESSAGE);
  });
});

describe('checked', () => {
  const acceptPolicy = checked(validationMessages.acceptTerms);

  it('accepts only a ticked box', () => {
    expect(check(acceptPolicy, true)).toBeUndefined();
    for (const value of [false, undefined, 'true', 1]) {
      expect(check(acceptPolicy, value)).toBe(validationMessages.acceptTerms);
    }
  });
});

describe('optionalBoolean', () => {
  it('accepts a boolean or nothing', () => {
    for (const value of [true, false, undefined, null]) expect(check(optionalBoolean, value)).toBeUndefined();
    expect(check(optionalBoolean, 'yes')).toBe(validationMessages.invalidValue);
  });
});

describe('percentage', () => {
  it.each([
    [String(PERCENTAGE_MIN - 0.1), validationMessages.percentageBelowMinimum],
    ['0', validationMessages.percentageBelowMinimum],
    [String(PERCENTAGE_MIN), undefined],
    ['72.5', undefined],
    [PERCENTAGE_MAX, undefined],
    [String(PERCENTAGE_MAX), undefined],
    [String(PERCENTAGE_MAX + 0.1), validationMessages.percentageAboveMaximum],
    ['', requiredMessage],
    ['  ', requiredMessage],
    [undefined, requiredMessage],
    ['abc', validationMessages.invalidNumber],
    ['45.5.5', validationMessages.invalidNumber],
    ['-50', validationMessages.invalidNumber],
  ])('%p gives %p', (value, expected) => {
    expect(check(percentage, value)).toBe(expected);
  });
});

describe('aadhaarNumber', () => {
  const digits = '1'.repeat(AADHAAR_DIGITS);

  it('accepts twelve digits with or without the display dashes', () => {
    expect(check(aadhaarNumber, digits)).toBeUndefined();
    expect(check(aadhaarNumber, '1234-5678-9012')).toBeUndefined();
  });

  it.each([digits.slice(1), `${digits}1`, '1234 5678 9012', '1234-5678-901a', '-1234-5678-9012-'])(
    'rejects %s',
    (value) => {
      expect(check(aadhaarNumber, value)).toBe(validationMessages.invalidAadhaar);
    },
  );
});
