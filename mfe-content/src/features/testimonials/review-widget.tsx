import { useEffect } from 'react';
import { brand } from '@site/shared';
import { loadScriptOnce } from './load-script-once.ts';
import styles from './review-widget.module.css';

interface ReviewWidgetProps {
  /** The review platform's script, from the page's configuration; unset shows and loads nothing. */
  scriptUrl: string | undefined;
}

/** site-spec.md sections 2.11 and 7: the third-party review widget, its script loaded once. */
export function ReviewWidget({ scriptUrl }: ReviewWidgetProps) {
  useEffect(() => {
    if (scriptUrl) loadScriptOnce(scriptUrl);
  }, [scriptUrl]);

  if (!scriptUrl) return null;

  return (
    <section className={styles.section} aria-labelledby="review-widget-heading">
      <h2 id="review-widget-heading" className={styles.heading}>
        Independent reviews
      </h2>
      <p className={styles.lead}>
        Verified reviews of {brand.name}, collected and published by an independent review platform.
      </p>
      <div className={styles.widget} data-review-widget="" />
    </section>
  );
}
