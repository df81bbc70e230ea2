import { describe, expect, it } from '@jest/globals';
import { validateFields } from '../validation/form-schema.ts';
import { MAX_MESSAGE_LENGTH, PHONE_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import type { FormValues } from '../validation/rules.ts';
import { applicationDay, validApplication } from './career-application-fixture.ts';
import { positionStep } from './career-position-step.ts';
import { jobPortalOptions, socialMediaOptions, sourceOfInformation } from './options.ts';

const { required, invalidOption, invalidPhone } = validationMessages;
const errorsWith = (changes: FormValues, campaign = false) =>
  validateFields(positionStep({ ...applicationDay, campaign }), { ...validApplication(), ...changes });

describe('positionStep', () => {
  it('accepts a complete position step', () => {
    expect(errorsWith({})).toEqual({});
  });

  describe('night shift willingness', () => {
    it('is required with its own message', () => {
      expect(errorsWith({ WillingnessforNightShift: '' })).toEqual({
        WillingnessforNightShift: validationMessages.nightShiftRequired,
      });
    });

    it('blocks No with the day-shift message', () => {
      expect(errorsWith({ WillingnessforNightShift: 'No' })).toEqual({
        WillingnessforNightShift: validationMessages.noDayShift,
      });
    });

    it('rejects any other answer', () => {
      expect(errorsWith({ WillingnessforNightShift: 'Maybe' })).toEqual({ WillingnessforNightShift: invalidOption });
    });
  });

  describe('source of information', () => {
    it('is required without a campaign', () => {
      expect(errorsWith({ SourceOfInformationType: '' })).toEqual({ SourceOfInformationType: required });
      expect(errorsWith({ SourceOfInformationType: 'Radio' })).toEqual({ SourceOfInformationType: invalidOption });
    });

    it('is fixed to Social Media with a campaign, whose platform is then asked for', () => {
      expect(errorsWith({ SourceOfInformationType: '' }, true)).toEqual({});
      expect(errorsWith({ SourceOfInformationType: sourceOfInformation.referral }, true)).toMatchObject({
        SourceOfInformationType: invalidOption,
      });
      expect(errorsWith({ SourceOfInformationType: sourceOfInformation.socialMedia }, true)).toEqual({
        socialmedianame: required,
      });
    });

    it('Job Portals needs a listed portal', () => {
      const jobPortals = { SourceOfInformationType: sourceOfInformation.jobPortals };
      expect(errorsWith(jobPortals)).toEqual({ jobportalname: required });
      expect(errorsWith({ ...jobPortals, jobportalname: 'elsewhere.example' })).toEqual({
        jobportalname: invalidOption,
      });
      expect(errorsWith({ ...jobPortals, jobportalname: jobPortalOptions[0] })).toEqual({});
    });

    it('Social Media needs a listed platform', () => {
      const socialMedia = { SourceOfInformationType: sourceOfInformation.socialMedia };
      expect(errorsWith(socialMedia)).toEqual({ socialmedianame: required });
      expect(errorsWith({ ...socialMedia, socialmedianame: socialMediaOptions[2] })).toEqual({});
    });

    it('Referral needs the person, their designation and a ten-digit contact', () => {
      const referral = { SourceOfInformationType: sourceOfInformation.referral };
      expect(errorsWith(referral)).toEqual({ R1Person: required, R1Designation: required, R1Contact: required });
      const contact = '9'.repeat(PHONE_DIGITS);
      const complete = { ...referral, R1Person: 'Asha Rao', R1Designation: 'Team Lead', R1Contact: contact };
      expect(errorsWith(complete)).toEqual({});
      expect(errorsWith({ ...complete, R1Contact: contact.slice(1) })).toEqual({ R1Contact: invalidPhone });
      expect(errorsWith({ ...complete, R1Person: 'Asha 2' })).toEqual({
        R1Person: validationMessages.digitsNotAllowed,
      });
    });

    it('Campus needs the campus name and location', () => {
      const campus = { SourceOfInformationType: sourceOfInformation.campus };
      expect(errorsWith(campus)).toEqual({ campusname: required, campuslocation: required });
      expect(errorsWith({ ...campus, campusname: 'IIT Madras', campuslocation: 'Chennai' })).toEqual({});
    });

    it('ignores the sub-fields of another source but bounds them', () => {
      expect(errorsWith({ R1Contact: 'x', campusname: '' })).toEqual({});
      expect(errorsWith({ campusname: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })).toEqual({
        campusname: validationMessages.tooLong,
      });
    });
  });

  it('needs the opening it was reached from', () => {
    expect(errorsWith({ deptType: '', PositionApplied: undefined, jdLink: '' })).toEqual({
      deptType: required,
      PositionApplied: required,
      jdLink: required,
    });
  });

  it('accepts only a real interview date', () => {
    expect(errorsWith({ DateOfInterview: 'Saturday' })).toEqual({ DateOfInterview: validationMessages.invalidDate });
  });
});
