import { describe, expect, it } from '@jest/globals';
import { toIsoDate } from '../validation/calendar.ts';
import { validateFields } from '../validation/form-schema.ts';
import { PERCENTAGE_MAX, PERCENTAGE_MIN } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import type { FormValues } from '../validation/rules.ts';
import { applicationDay, validApplication } from './career-application-fixture.ts';
import { educationStep } from './career-education-step.ts';
import { DEFAULT_CURRENT_SEMESTER } from './options.ts';

const { required, invalidOption, yearNotAfterPrevious, tentativeDateInPast } = validationMessages;
const errorsWith = (changes: FormValues) =>
  validateFields(educationStep(applicationDay), { ...validApplication(), ...changes });
const today = toIsoDate(applicationDay.now);

const resultAwaited = {
  GCurrentSemester: DEFAULT_CURRENT_SEMESTER,
  GCurrentPassingYear: today,
};

const postGraduate = {
  PostGraduation: 'yes',
  PostGraduationDegree: 'MBA',
  PostGraduation_Status_of_Completion: 'Completed',
  PBoard: 'IIM Bangalore',
  PPercentage: '68',
  PYearofPassing: '2023',
};

describe('educationStep', () => {
  it('accepts a complete education step', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('requires the school, board, percentage and year of 10th and 12th', () => {
    const fields = ['SchoolName10th', 'Board10th', 'Percentage10th', 'YearofPassing10th', 'SchoolName12th'];
    const emptied = Object.fromEntries(fields.map((field) => [field, '']));
    expect(errorsWith(emptied)).toEqual(Object.fromEntries(fields.map((field) => [field, required])));
    expect(errorsWith({ Board12th: 'CBSE 2' })).toEqual({ Board12th: validationMessages.digitsNotAllowed });
  });

  it.each(['Percentage10th', 'Percentage12th', 'GPercentage'])('applies the percentage limits to %s', (field) => {
    expect(errorsWith({ [field]: String(PERCENTAGE_MIN - 1) })).toEqual({
      [field]: validationMessages.percentageBelowMinimum,
    });
    expect(errorsWith({ [field]: String(PERCENTAGE_MAX + 1) })).toEqual({
      [field]: validationMessages.percentageAboveMaximum,
    });
  });

  describe('year ordering', () => {
    it('needs the 12th year after the 10th', () => {
      expect(errorsWith({ YearofPassing12th: '2016' })).toEqual({ YearofPassing12th: yearNotAfterPrevious });
    });

    it('needs the graduation year after the 12th', () => {
      expect(errorsWith({ GYearofPassing: '2017' })).toEqual({ GYearofPassing: yearNotAfterPrevious });
    });

    it('needs the post-graduation year after the graduation year', () => {
      expect(errorsWith({ ...postGraduate, PYearofPassing: '2021' })).toEqual({
        PYearofPassing: yearNotAfterPrevious,
      });
    });

    it('does not compare with a graduation year the form hides', () => {
      expect(
        errorsWith({
          ...postGraduate,
          ...resultAwaited,
          Graduation_Status_of_Completion: 'Result Awaited',
          GYearofPassing: '2024',
        }),
      ).toEqual({});
    });

    it('keeps years between the birth year and this year', () => {
      expect(errorsWith({ YearofPassing10th: '1999' })).toEqual({ YearofPassing10th: validationMessages.invalidYear });
      expect(errorsWith({ GYearofPassing: '2026' })).toEqual({ GYearofPassing: validationMessages.invalidYear });
    });
  });

  describe('graduation status', () => {
    it('is required and listed, as is the degree', () => {
      expect(errorsWith({ Graduation_Status_of_Completion: '', GraduationDegree: 'BTech' })).toEqual({
        Graduation_Status_of_Completion: required,
        GraduationDegree: invalidOption,
      });
    });

    it('Completed needs board, percentage and year', () => {
      expect(errorsWith({ GBoard: '', GPercentage: '', GYearofPassing: '' })).toEqual({
        GBoard: required,
        GPercentage: required,
        GYearofPassing: required,
      });
    });

    it('Result Awaited needs the semester and a tentative date from today on', () => {
      const awaited = { Graduation_Status_of_Completion: 'Result Awaited', GBoard: '', GPercentage: '' };
      expect(errorsWith(awaited)).toEqual({ GCurrentSemester: required, GCurrentPassingYear: required });
      expect(errorsWith({ ...awaited, ...resultAwaited })).toEqual({});
      expect(errorsWith({ ...awaited, ...resultAwaited, GCurrentPassingYear: '2025-06-10' })).toEqual({
        GCurrentPassingYear: tentativeDateInPast,
      });
    });
  });

  describe('post graduation', () => {
    it('is required as yes or no', () => {
      expect(errorsWith({ PostGraduation: '' })).toEqual({ PostGraduation: required });
      expect(errorsWith({ PostGraduation: 'Yes' })).toEqual({ PostGraduation: invalidOption });
    });

    it('yes needs the degree and status', () => {
      expect(errorsWith({ PostGraduation: 'yes' })).toEqual({
        PostGraduationDegree: required,
        PostGraduation_Status_of_Completion: required,
      });
    });

    it('Completed needs board, percentage and year', () => {
      expect(errorsWith(postGraduate)).toEqual({});
      expect(errorsWith({ ...postGraduate, PBoard: '', PPercentage: '40' })).toEqual({
        PBoard: required,
        PPercentage: validationMessages.percentageBelowMinimum,
      });
    });

    it('Result Awaited needs the semester and tentative date', () => {
      const awaited = { ...postGraduate, PostGraduation_Status_of_Completion: 'Result Awaited' };
      expect(errorsWith(awaited)).toEqual({ PCurrentSemester: required, PCurrentPassingYear: required });
      expect(
        errorsWith({ ...awaited, PCurrentSemester: DEFAULT_CURRENT_SEMESTER, PCurrentPassingYear: today }),
      ).toEqual({});
    });

    it('no ignores every post-graduation field', () => {
      expect(
        errorsWith({ ...postGraduate, PostGraduation: 'no', PPercentage: '10', PostGraduationDegree: 'x' }),
      ).toEqual({});
    });
  });

  describe('other courses', () => {
    it('are required as Yes or No', () => {
      expect(errorsWith({ otherCouseEnrolled: '' })).toEqual({ otherCouseEnrolled: required });
    });

    it('Yes needs the course and its status', () => {
      expect(errorsWith({ otherCouseEnrolled: 'Yes' })).toEqual({ otherCourses: required, OStatus: required });
      expect(errorsWith({ otherCouseEnrolled: 'Yes', otherCourses: 'CFA Level 1', OStatus: 'Completed' })).toEqual({});
    });
  });
});
