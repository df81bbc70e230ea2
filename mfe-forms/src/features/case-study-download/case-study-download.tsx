import { useRef, useState } from 'react';
import { useIsClient, usePostedForm } from '@site/shared';
import { useLocation } from '@site/shared/router';
import { caseStudyDownloadFormSchema } from '@site/shared/forms';
import { DEFAULT_DOWNLOAD_LABEL, DOWNLOAD_QUERY_PARAM } from './constants.ts';
import { DownloadDialog } from './download-dialog.tsx';
import styles from './download-dialog.module.css';

export interface CaseStudyDownloadProps {
  slug: string;
  pdfUrl: string;
  /** The case study's call-to-action label; empty or missing shows the default. */
  label?: string | null;
}

/**
 * The case-study page's call to action and the download modal it opens.
 * Before and without JavaScript the call to action is a link to the page
 * with the form open (`?download`), and the form posts to the shell's host
 * (docs/decisions/010); a refused post renders the page with it open again.
 */
export function CaseStudyDownload({ slug, pdfUrl, label }: CaseStudyDownloadProps) {
  const { pathname, search } = useLocation();
  const posted = usePostedForm(caseStudyDownloadFormSchema.id);
  const [open, setOpen] = useState(() => posted !== undefined || new URLSearchParams(search).has(DOWNLOAD_QUERY_PARAM));
  const running = useIsClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const text = label?.trim() || DEFAULT_DOWNLOAD_LABEL;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      {running ? (
        <button ref={trigger} type="button" className={styles.cta} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {text}
        </button>
      ) : (
        <a className={styles.cta} href={`${pathname}?${DOWNLOAD_QUERY_PARAM}#${DOWNLOAD_QUERY_PARAM}`}>
          {text}
        </a>
      )}
      {open ? (
        <DownloadDialog slug={slug} pdfUrl={pdfUrl} onClose={close} closeHref={running ? undefined : pathname} />
      ) : null}
    </>
  );
}
