import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CURRENT_SEMESTER, PERCENTAGE_INPUT_MAX_LENGTH, toIsoDate } from '@site/shared/form-rules';
import { renderFields } from '../test-form.tsx';
import { EducationStepFields } from './education-step-fields.tsx';

const now = new Date(2025, 5, 11, 10, 0);
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const shown = (label: string) => screen.queryByLabelText(label, { exact: true }) !== null;
const yearChoices = (label: string) =>
  [...(field(label) as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);

const semesters = { GCurrentSemester: DEFAULT_CURRENT_SEMESTER, PCurrentSemester: DEFAULT_CURRENT_SEMESTER };

describe('the education step', () => {
  it('offers years from this year down to the birth year, each level later than the one before', async () => {
    renderFields(<EducationStepFields now={now} />, { dob: '2000-03-04', ...semesters });
    expect(yearChoices('10th year of passing')).toEqual(Array.from({ length: 26 }, (_, index) => String(2025 - index)));
    await userEvent.selectOptions(field('10th year of passing'), '2016');
    expect(yearChoices('12th year of passing').at(-1)).toBe('2017');
    await userEvent.selectOptions(field('12th year of passing'), '2018');
    await userEvent.selectOptions(field('Graduation status'), 'Completed');
    expect(yearChoices('Graduation year of passing').at(-1)).toBe('2019');
    expect(yearChoices('Graduation year of passing')[0]).toBe('2025');
  });

  it('reveals board, percentage and year for a completed graduation, semester and date while awaited', async () => {
    renderFields(<EducationStepFields now={now} />, { dob: '2000-03-04', ...semesters });
    const completedFields = ['Graduation university or board', 'Graduation percentage', 'Graduation year of passing'];
    const awaitedFields = ['Graduation current semester', 'Graduation tentative passing date'];
    expect([...completedFields, ...awaitedFields].filter(shown)).toEqual([]);

    await userEvent.selectOptions(field('Graduation status'), 'Completed');
    expect([...completedFields, ...awaitedFields].filter(shown)).toEqual(completedFields);

    await userEvent.selectOptions(field('Graduation status'), 'Result Awaited');
    expect([...completedFields, ...awaitedFields].filter(shown)).toEqual(awaitedFields);
    expect(field('Graduation current semester')).toHaveValue(DEFAULT_CURRENT_SEMESTER);
    expect(field('Graduation current semester')).toHaveAttribute('readonly');
    expect(field('Graduation tentative passing date')).toHaveAttribute('min', toIsoDate(now));
  });

  it('asks about the post graduation only after yes, with the same status reveals', async () => {
    renderFields(<EducationStepFields now={now} />, { dob: '2000-03-04', ...semesters });
    expect(shown('Post graduation degree')).toBe(false);
    await userEvent.selectOptions(field('Have you studied for a post graduation?'), 'yes');
    expect(shown('Post graduation degree')).toBe(true);
    await userEvent.selectOptions(field('Post graduation status'), 'Completed');
    expect(shown('Post graduation percentage')).toBe(true);
    await userEvent.selectOptions(field('Post graduation status'), 'Result Awaited');
    expect(field('Post graduation current semester')).toHaveValue(DEFAULT_CURRENT_SEMESTER);
    await userEvent.selectOptions(field('Have you studied for a post graduation?'), 'no');
    expect(shown('Post graduation degree')).toBe(false);
    expect(shown('Post graduation status')).toBe(false);
  });

  it('offers post graduation years after a completed graduation’s year only', async () => {
    renderFields(<EducationStepFields now={now} />, {
      dob: '2000-03-04',
      ...semesters,
      PostGraduation: 'yes',
      PostGraduation_Status_of_Completion: 'Completed',
      Graduation_Status_of_Completion: 'Completed',
      GYearofPassing: '2021',
    });
    expect(yearChoices('Post graduation year of passing').at(-1)).toBe('2022');
    await userEvent.selectOptions(field('Graduation status'), 'Result Awaited');
    expect(yearChoices('Post graduation year of passing').at(-1)).toBe('2000');
  });

  it('reveals the course name and status for other courses Yes', async () => {
    renderFields(<EducationStepFields now={now} />, { dob: '2000-03-04', ...semesters });
    expect(shown('Course name')).toBe(false);
    await userEvent.selectOptions(field('Are you enrolled in any other course?'), 'Yes');
    expect(shown('Course name')).toBe(true);
    expect(shown('Course status')).toBe(true);
  });

  it('takes digits and one dot in a percentage, at most 5 characters, and no digits in a board', async () => {
    renderFields(<EducationStepFields now={now} />, { dob: '2000-03-04', ...semesters });
    await userEvent.type(field('10th percentage'), '8a2.5.37');
    expect(field('10th percentage')).toHaveValue('82.53');
    expect(field('10th percentage')).toHaveAttribute('maxLength', String(PERCENTAGE_INPUT_MAX_LENGTH));
    await userEvent.type(field('12th board'), 'CBSE 2');
    expect(field('12th board')).toHaveValue('CBSE ');
  });
});
