import { isoDateNotBefore, passingYear, yearLaterThan } from '../validation/date-rules.ts';
import {
  type FieldValidator,
  type FormValues,
  composeValidators,
  fieldEquals,
  onlyWhen,
  percentage,
  required,
} from '../validation/rules.ts';
import type { CareerStep } from './career-step.ts';
import { requiredName, requiredOption, requiredText, revealedField } from './field-rules.ts';
import {
  type CompletionStatus,
  type PostGraduationAnswer,
  type YesNo,
  completionStatusOptions,
  graduationDegreeOptions,
  postGraduationDegreeOptions,
  postGraduationOptions,
  yesNoOptions,
} from './options.ts';

const COMPLETED = 'Completed' satisfies CompletionStatus;
const RESULT_AWAITED = 'Result Awaited' satisfies CompletionStatus;
const POST_GRADUATE = 'yes' satisfies PostGraduationAnswer;
const ENROLLED = 'Yes' satisfies YesNo;
const BIRTH_DATE_FIELD = 'dob';

type Condition = (values: FormValues) => boolean;
const always: Condition = () => true;
const both =
  (first: Condition, second: Condition): Condition =>
  (values) =>
    first(values) && second(values);

interface DegreeFieldNames {
  status: string;
  board: string;
  percentage: string;
  year: string;
  semester: string;
  tentativeDate: string;
}

/** The status reveals board, percentage and year when Completed, semester and tentative date when awaited. */
function degreeRules(
  names: DegreeFieldNames,
  studied: Condition,
  passedYear: FieldValidator,
  now: Date,
): Record<string, FieldValidator> {
  const completed = both(studied, fieldEquals(names.status, COMPLETED));
  const awaited = both(studied, fieldEquals(names.status, RESULT_AWAITED));
  return {
    [names.status]: revealedField(studied, requiredOption(completionStatusOptions)),
    [names.board]: revealedField(completed, requiredName),
    [names.percentage]: revealedField(completed, percentage),
    [names.year]: revealedField(completed, passedYear),
    [names.semester]: revealedField(awaited, requiredText),
    [names.tentativeDate]: revealedField(awaited, composeValidators(required, isoDateNotBefore(now))),
  };
}

const graduationCompleted = fieldEquals('Graduation_Status_of_Completion', COMPLETED);
const postGraduated = fieldEquals('PostGraduation', POST_GRADUATE);
const otherCourseEnrolled = fieldEquals('otherCouseEnrolled', ENROLLED);

export const educationStep: CareerStep = ({ now }) => {
  const yearOfPassing = (...laterThan: FieldValidator[]) =>
    composeValidators(required, passingYear(now, BIRTH_DATE_FIELD), ...laterThan);
  return {
    SchoolName10th: requiredName,
    Board10th: requiredName,
    Percentage10th: percentage,
    YearofPassing10th: yearOfPassing(),
    SchoolName12th: requiredName,
    Board12th: requiredName,
    Percentage12th: percentage,
    YearofPassing12th: yearOfPassing(yearLaterThan('YearofPassing10th')),
    GraduationDegree: requiredOption(graduationDegreeOptions),
    ...degreeRules(
      {
        status: 'Graduation_Status_of_Completion',
        board: 'GBoard',
        percentage: 'GPercentage',
        year: 'GYearofPassing',
        semester: 'GCurrentSemester',
        tentativeDate: 'GCurrentPassingYear',
      },
      always,
      yearOfPassing(yearLaterThan('YearofPassing12th')),
      now,
    ),
    PostGraduation: requiredOption(postGraduationOptions),
    PostGraduationDegree: revealedField(postGraduated, requiredOption(postGraduationDegreeOptions)),
    ...degreeRules(
      {
        status: 'PostGraduation_Status_of_Completion',
        board: 'PBoard',
        percentage: 'PPercentage',
        year: 'PYearofPassing',
        semester: 'PCurrentSemester',
        tentativeDate: 'PCurrentPassingYear',
      },
      postGraduated,
      yearOfPassing(onlyWhen(graduationCompleted, yearLaterThan('GYearofPassing'))),
      now,
    ),
    otherCouseEnrolled: requiredOption(yesNoOptions),
    otherCourses: revealedField(otherCourseEnrolled, requiredText),
    OStatus: revealedField(otherCourseEnrolled, requiredOption(completionStatusOptions)),
  };
};
