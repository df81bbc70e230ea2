import {
  SelectField,
  TextField,
  completionStatusOptions,
  graduationDegreeOptions,
  postGraduationDegreeOptions,
  postGraduationOptions,
  yesNoOptions,
} from '@site/shared/forms';
import type { CompletionStatus, PostGraduationAnswer, YesNo } from '@site/shared/forms';
import { Condition } from '../condition.tsx';
import { DegreeStatusFields } from '../degree-status-fields.tsx';
import { capitalised } from '../field-options.ts';
import { SchoolFields } from './school-fields.tsx';
import styles from '../wizard.module.css';

const POST_GRADUATE: PostGraduationAnswer = 'yes';
const ENROLLED: YesNo = 'Yes';
const COMPLETED: CompletionStatus = 'Completed';

/** Step 3: schooling, graduation, post graduation and other courses, each revealing what its answer needs. */
export function EducationStepFields({ now }: { now: Date }) {
  return (
    <>
      <SchoolFields level="10th" now={now} />
      <SchoolFields level="12th" now={now} yearAfter="YearofPassing10th" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Graduation</legend>
        <div className={styles.grid}>
          <SelectField name="GraduationDegree" label="Graduation degree" options={graduationDegreeOptions} required />
          <DegreeStatusFields
            level="Graduation"
            names={{
              status: 'Graduation_Status_of_Completion',
              board: 'GBoard',
              percentage: 'GPercentage',
              year: 'GYearofPassing',
              semester: 'GCurrentSemester',
              tentativeDate: 'GCurrentPassingYear',
            }}
            now={now}
            yearAfter="YearofPassing12th"
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Post graduation</legend>
        <div className={styles.grid}>
          <SelectField
            name="PostGraduation"
            label="Have you studied for a post graduation?"
            options={capitalised(postGraduationOptions)}
            className={styles.full}
            required
          />
          <Condition when="PostGraduation" is={POST_GRADUATE}>
            <SelectField
              name="PostGraduationDegree"
              label="Post graduation degree"
              options={postGraduationDegreeOptions}
              required
            />
            <DegreeStatusFields
              level="Post graduation"
              names={{
                status: 'PostGraduation_Status_of_Completion',
                board: 'PBoard',
                percentage: 'PPercentage',
                year: 'PYearofPassing',
                semester: 'PCurrentSemester',
                tentativeDate: 'PCurrentPassingYear',
              }}
              now={now}
              yearAfter="GYearofPassing"
              yearAfterWhen={{ field: 'Graduation_Status_of_Completion', is: COMPLETED }}
            />
          </Condition>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Other courses</legend>
        <div className={styles.grid}>
          <SelectField
            name="otherCouseEnrolled"
            label="Are you enrolled in any other course?"
            options={yesNoOptions}
            className={styles.full}
            required
          />
          <Condition when="otherCouseEnrolled" is={ENROLLED}>
            <TextField name="otherCourses" label="Course name" required />
            <SelectField name="OStatus" label="Course status" options={completionStatusOptions} required />
          </Condition>
        </div>
      </fieldset>
    </>
  );
}
