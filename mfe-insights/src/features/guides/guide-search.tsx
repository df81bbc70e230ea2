import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_TITLE_SEARCH_LENGTH } from '@site/shared';
import { guideListCopy } from './constants.ts';
import styles from './guide-search.module.css';

interface GuideSearchProps {
  initialTitle: string;
  onSearch: (title: string) => void;
}

/** site-spec.md section 2.7: Enter in the box or the button runs the search. */
export function GuideSearch({ initialTitle, onSearch }: GuideSearchProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(initialTitle);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {guideListCopy.searchLabel}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="search"
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
