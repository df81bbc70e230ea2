import { describe, expect, it } from '@jest/globals';
import { validateFields } from '../validation/form-schema.ts';
import { EXPERIENCE_MAX_DIGITS, SALARY_MAX_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import type { FormValues } from '../validation/rules.ts';
import { applicationDay, validApplication } from './career-application-fixture.ts';
import { workStep } from './career-work-step.ts';

const { required, invalidOption, invalidSalary, invalidExperience } = validationMessages;
const errorsWith = (changes: FormValues) =>
  validateFields(workStep(applicationDay), { ...validApplication(), ...changes });

const lastJob = {
  isExperienced: 'Yes',
  WE1CompanyName: 'Acme Insurance',
  WE1Departement: 'Claims',
  WE1RoleandResposibilities: 'Processed first notice of loss',
  WE1LastDrawnSalary: '9'.repeat(SALARY_MAX_DIGITS),
  WE1ExperienceInYears: '9'.repeat(EXPERIENCE_MAX_DIGITS),
};

describe('workStep', () => {
  it('requires both yes/no answers', () => {
    expect(errorsWith({ isExperienced: '', previouslyWorked: 'Perhaps' })).toEqual({
      isExperienced: required,
      previouslyWorked: invalidOption,
    });
  });

  it('asks for the last job only when experienced', () => {
    expect(errorsWith({})).toEqual({});
    expect(errorsWith({ isExperienced: 'Yes' })).toEqual({
      WE1CompanyName: required,
      WE1Departement: required,
      WE1RoleandResposibilities: required,
      WE1LastDrawnSalary: required,
      WE1ExperienceInYears: required,
    });
    expect(errorsWith(lastJob)).toEqual({});
  });

  it('accepts a single-digit experience', () => {
    expect(errorsWith({ ...lastJob, WE1ExperienceInYears: '3' })).toEqual({});
  });

  it('limits the salary and experience digits', () => {
    expect(
      errorsWith({
        ...lastJob,
        WE1LastDrawnSalary: `${lastJob.WE1LastDrawnSalary}9`,
        WE1ExperienceInYears: `${lastJob.WE1ExperienceInYears}9`,
      }),
    ).toEqual({ WE1LastDrawnSalary: invalidSalary, WE1ExperienceInYears: invalidExperience });
    expect(errorsWith({ ...lastJob, WE1LastDrawnSalary: '25,000', WE1ExperienceInYears: '1.5' })).toEqual({
      WE1LastDrawnSalary: invalidSalary,
      WE1ExperienceInYears: invalidExperience,
    });
  });
});
