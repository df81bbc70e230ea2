import { describe, expect, it } from '@jest/globals';
import { CAREER_STEP_COUNT } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import { applicationDay, validApplication } from './career-application-fixture.ts';
import {
  careerApplicationFields,
  careerApplicationSteps,
  careerProgressPercent,
  validateApplication,
} from './career-application.ts';

describe('validateApplication', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(validApplication(), applicationDay)).toEqual({});
  });

  it('reports the failing fields of every step at once', () => {
    const values = {
      ...validApplication(),
      WillingnessforNightShift: 'No',
      pin: '1',
      GPercentage: '30',
      isExperienced: undefined,
    };
    expect(validateApplication(values, applicationDay)).toEqual({
      WillingnessforNightShift: validationMessages.noDayShift,
      pin: validationMessages.invalidZip,
      GPercentage: validationMessages.percentageBelowMinimum,
      isExperienced: validationMessages.required,
    });
  });

  it('has a rule for exactly the fields of the payload, each in one step', () => {
    const stepFields = careerApplicationSteps.flatMap((step) => Object.keys(step(applicationDay)));
    expect(new Set(stepFields).size).toBe(stepFields.length);
    expect([...stepFields].sort()).toEqual([...careerApplicationFields].sort());
  });
});

describe('careerApplicationSteps and careerProgressPercent', () => {
  it('has one step per page and fills the bar on the last one', () => {
    expect(careerApplicationSteps).toHaveLength(CAREER_STEP_COUNT);
    expect(careerProgressPercent(0)).toBe(0);
    expect(careerProgressPercent(CAREER_STEP_COUNT - 1)).toBe(100);
    expect(careerProgressPercent(1)).toBeCloseTo(100 / 3);
  });
});
