import { type FieldErrors, validateFields } from '../validation/form-schema.ts';
import { CAREER_STEP_COUNT } from '../validation/limits.ts';
import type { FormValues } from '../validation/rules.ts';
import { educationStep } from './career-education-step.ts';
import { personalStep } from './career-personal-step.ts';
import { positionStep } from './career-position-step.ts';
import type { CareerStepOptions } from './career-step.ts';
import { workStep } from './career-work-step.ts';

export type { CareerStep, CareerStepOptions } from './career-step.ts';
export { educationStep, personalStep, positionStep, workStep };

/** The wizard's pages in order; the step index runs from 0 to CAREER_STEP_COUNT - 1. */
export const careerApplicationSteps = [positionStep, personalStep, educationStep, workStep] as const;

/** Every field of the merged application payload (forms-spec.md section 3), for rejecting unknown ones. */
export const careerApplicationFields = [
  'deptType',
  'PositionApplied',
  'jdLink',
  'campaignDetail',
  'WillingnessforNightShift',
  'SourceOfInformationType',
  'jobportalname',
  'socialmedianame',
  'R1Person',
  'R1Designation',
  'R1Contact',
  'campusname',
  'campuslocation',
  'DateOfInterview',
  'firstName',
  'lastName',
  'fatherName',
  'gender',
  'dob',
  'maritalStatus',
  'spouseName',
  'aadhaar',
  'email',
  'mobile',
  'home_phone',
  'image_url',
  'resume_url',
  'currentAddress',
  'State',
  'City',
  'pin',
  'permanentAddressSame',
  'permanentAddress',
  'permanentState',
  'permanentCity',
  'permanentPin',
  'SchoolName10th',
  'Board10th',
  'Percentage10th',
  'YearofPassing10th',
  'SchoolName12th',
  'Board12th',
  'Percentage12th',
  'YearofPassing12th',
  'GraduationDegree',
  'Graduation_Status_of_Completion',
  'GPercentage',
  'GBoard',
  'GYearofPassing',
  'GCurrentSemester',
  'GCurrentPassingYear',
  'PostGraduation',
  'PostGraduationDegree',
  'PostGraduation_Status_of_Completion',
  'PBoard',
  'PPercentage',
  'PYearofPassing',
  'PCurrentSemester',
  'PCurrentPassingYear',
  'otherCouseEnrolled',
  'otherCourses',
  'OStatus',
  'isExperienced',
  'WE1CompanyName',
  'WE1Departement',
  'WE1RoleandResposibilities',
  'WE1LastDrawnSalary',
  'WE1ExperienceInYears',
  'previouslyWorked',
] as const;

export type CareerApplicationField = (typeof careerApplicationFields)[number];

/** All four steps at once, as the API checks the merged payload. */
export function validateApplication(values: FormValues, options: CareerStepOptions): FieldErrors {
  const fields = Object.fromEntries(careerApplicationSteps.flatMap((step) => Object.entries(step(options))));
  return validateFields(fields, values);
}

/** The progress bar: the step index over the last index, as a percentage. */
export function careerProgressPercent(stepIndex: number): number {
  return (stepIndex / (CAREER_STEP_COUNT - 1)) * 100;
}
