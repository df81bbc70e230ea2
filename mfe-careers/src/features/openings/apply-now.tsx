import { useId } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@site/shared/router';
import { APPLY_OPENING_PARAM, CLOSED_JOB_MESSAGE, getRoute } from '@site/shared';
import type { Opening } from '@site/shared';
import { loadCampaignDetail, saveCareerSelection } from '../../lib/career-selection.ts';
import styles from './job-description.module.css';

/** site-spec.md section 4: status '1' enables Apply Now; any other value disables it with the closed message. */
export function isOpen(opening: Pick<Opening, 'job_active_status'>): boolean {
  return opening.job_active_status === '1';
}

export function ApplyNow({ opening }: { opening: Opening }) {
  const navigate = useNavigate();
  const closedMessageId = useId();
  const open = isOpen(opening);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    // Before and without JavaScript the form asks the host for /apply-now?opening=<slug> (docs/decisions/010).
    event.preventDefault();
    const campaignDetail = loadCampaignDetail();
    saveCareerSelection({
      positionName: opening.position_name,
      departmentName: opening.department_name,
      jdLink: opening.jd_data,
      ...(campaignDetail ? { campaignDetail } : {}),
    });
    navigate(getRoute('apply-now').path);
  };

  return (
    <form method="get" action={getRoute('apply-now').path} className={styles.apply} onSubmit={apply}>
      <input type="hidden" name={APPLY_OPENING_PARAM} value={opening.slug} />
      <button
        type="submit"
        className={styles.applyButton}
        disabled={!open}
        aria-describedby={open ? undefined : closedMessageId}
      >
        Apply Now
      </button>
      {open ? null : (
        <p id={closedMessageId} className={styles.closed}>
          {CLOSED_JOB_MESSAGE}
        </p>
      )}
    </form>
  );
}
