import { DEFAULT_CURRENT_SEMESTER, nextInterviewSaturday, sourceOfInformation } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';
import type { CareerSelection } from '../../lib/career-selection.ts';

/**
 * The form's starting values: the opening from the selection (read-only),
 * the interview date, the semester defaults, and for a campaign visitor the
 * fixed source. Answers restored from a draft come on top.
 */
export function initialApplicationValues(selection: CareerSelection, now: Date, draft?: FormValues): FormValues {
  const campaign = Boolean(selection.campaignDetail);
  return {
    ...draft,
    deptType: selection.departmentName,
    PositionApplied: selection.positionName,
    jdLink: selection.jdLink,
    campaignDetail: selection.campaignDetail ?? '',
    ...(campaign ? { SourceOfInformationType: sourceOfInformation.socialMedia } : {}),
    DateOfInterview: nextInterviewSaturday(now),
    GCurrentSemester: DEFAULT_CURRENT_SEMESTER,
    PCurrentSemester: DEFAULT_CURRENT_SEMESTER,
  };
}
