import { useRef, useState } from 'react';
import { DEFAULT_DOWNLOAD_LABEL } from './constants.ts';
import { DownloadDialog } from './download-dialog.tsx';
import styles from './download-dialog.module.css';

export interface CaseStudyDownloadProps {
  slug: string;
  pdfUrl: string;
  /** The case study's call-to-action label; empty or missing shows the default. */
  label?: string | null;
}

/** The case-study page's call to action and the download modal it opens. */
export function CaseStudyDownload({ slug, pdfUrl, label }: CaseStudyDownloadProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <button ref={trigger} type="button" className={styles.cta} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label?.trim() || DEFAULT_DOWNLOAD_LABEL}
      </button>
      {open ? <DownloadDialog slug={slug} pdfUrl={pdfUrl} onClose={close} /> : null}
    </>
  );
}
