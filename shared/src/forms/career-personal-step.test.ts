import { describe, expect, it } from '@jest/globals';
import { latestBirthDate } from '../validation/date-rules.ts';
import { validateFields } from '../validation/form-schema.ts';
import { PHONE_DIGITS, ZIP_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import type { FormValues } from '../validation/rules.ts';
import { applicationDay, validApplication } from './career-application-fixture.ts';
import { personalStep } from './career-personal-step.ts';

const { required, invalidOption, invalidPhoneNumber, invalidZip, digitsNotAllowed } = validationMessages;
const errorsWith = (changes: FormValues) =>
  validateFields(personalStep(applicationDay), { ...validApplication(), ...changes });

describe('personalStep', () => {
  it('accepts a complete personal step', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('requires every field of the spec list', () => {
    const requiredFields = [
      'firstName',
      'lastName',
      'fatherName',
      'gender',
      'dob',
      'maritalStatus',
      'aadhaar',
      'email',
      'mobile',
      'currentAddress',
      'permanentAddress',
      'State',
      'permanentState',
      'City',
      'permanentCity',
      'pin',
      'permanentPin',
    ];
    const emptied = Object.fromEntries(requiredFields.map((field) => [field, '']));
    expect(errorsWith(emptied)).toEqual(Object.fromEntries(requiredFields.map((field) => [field, required])));
  });

  it('leaves the photo, resume and alternate number optional', () => {
    expect(errorsWith({ image_url: '', resume_url: undefined, home_phone: '', permanentAddressSame: false })).toEqual(
      {},
    );
  });

  it('asks for the spouse name only when married', () => {
    expect(errorsWith({ maritalStatus: 'Married' })).toEqual({ spouseName: required });
    expect(errorsWith({ maritalStatus: 'Married', spouseName: 'Meera' })).toEqual({});
    expect(errorsWith({ maritalStatus: 'Divorced', spouseName: '' })).toEqual({});
  });

  it('rejects digits in names', () => {
    expect(errorsWith({ firstName: 'Ravi1', fatherName: '2nd' })).toEqual({
      firstName: digitsNotAllowed,
      fatherName: digitsNotAllowed,
    });
  });

  it('accepts only the listed genders, statuses and states', () => {
    expect(errorsWith({ gender: 'Male', maritalStatus: 'Engaged', State: 'Atlantis' })).toEqual({
      gender: invalidOption,
      maritalStatus: invalidOption,
      State: invalidOption,
    });
  });

  it('needs ten-digit mobile and alternate numbers', () => {
    const number = '9'.repeat(PHONE_DIGITS);
    expect(errorsWith({ mobile: number.slice(1), home_phone: `${number}9` })).toEqual({
      mobile: invalidPhoneNumber,
      home_phone: invalidPhoneNumber,
    });
    expect(errorsWith({ home_phone: number })).toEqual({});
  });

  it('needs six-digit zip codes', () => {
    const zip = '5'.repeat(ZIP_DIGITS);
    expect(errorsWith({ pin: zip.slice(1), permanentPin: `${zip.slice(1)}a` })).toEqual({
      pin: invalidZip,
      permanentPin: invalidZip,
    });
  });

  it('needs twelve aadhaar digits, with or without dashes', () => {
    expect(errorsWith({ aadhaar: '123456789012' })).toEqual({});
    expect(errorsWith({ aadhaar: '1234-5678-901' })).toEqual({ aadhaar: validationMessages.invalidAadhaar });
  });

  it('needs the applicant to be old enough on the day', () => {
    const latest = latestBirthDate(applicationDay.now);
    expect(errorsWith({ dob: latest })).toEqual({});
    expect(errorsWith({ dob: '2010-01-01' })).toEqual({ dob: validationMessages.minimumAge });
  });

  it('accepts photo and resume addresses of the allowed types only', () => {
    expect(errorsWith({ image_url: '/files/me.pdf', resume_url: '/files/cv.png' })).toEqual({
      image_url: validationMessages.photoFormat,
      resume_url: validationMessages.resumeFormat,
    });
  });
});
