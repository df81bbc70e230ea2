import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_TITLE_SEARCH_LENGTH } from '@site/shared';
import type { GuideCategory } from '@site/shared';
import { guideListCopy } from './constants.ts';
import styles from './guide-search.module.css';
import { guideListParams } from './use-guide-list-state.ts';

interface GuideSearchProps {
  /** The search in the address. */
  title: string;
  /** The selected category, kept by a search. */
  category: GuideCategory | undefined;
  /** Where the form submits without JavaScript (a GET: the address of the results). */
  action: string;
  onSearch: (title: string) => void;
}

/**
 * site-spec.md section 2.7: Enter in the box or the button runs the search. A GET form to the list's address
 * (docs/decisions/010): sent before the page runs, the browser submits it and the server renders the results.
 */
export function GuideSearch({ title, category, action, onSearch }: GuideSearchProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(title);
  // Back, forward or a link changes the search in the address: the box shows it.
  const [shownTitle, setShownTitle] = useState(title);
  if (title !== shownTitle) {
    setShownTitle(title);
    setDraft(title);
  }
  // What the visitor typed before the page ran stays in the box.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== title) setDraft(typed);
    // Only once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" method="get" action={action} className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {guideListCopy.searchLabel}
      </label>
      {category && <input type="hidden" name={guideListParams.category} value={category} />}
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          type="search"
          name={guideListParams.title}
          className={styles.input}
          value={draft}
          maxLength={MAX_TITLE_SEARCH_LENGTH}
          placeholder={guideListCopy.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          {guideListCopy.searchButton}
        </button>
      </div>
    </form>
  );
}
