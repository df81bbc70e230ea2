import { Monogram } from '@site/shared';
import type { Leader } from './leaders.ts';
import { profileUrl } from './leaders.ts';
import styles from './leader-card.module.css';

/**
 * A leader's portrait, name, title and external profile (opens in a new tab, not endorsed: nofollow). The
 * portrait is their monogram until photos of the leaders are uploaded.
 */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className={styles.card}>
      <Monogram name={leader.name} />
      <div className={styles.body}>
        <h3 className={styles.name}>{leader.name}</h3>
        <p className={styles.title}>{leader.title}</p>
        <a
          className={styles.profile}
          href={profileUrl(leader)}
          target="_blank"
          rel="nofollow noopener noreferrer"
          aria-label={`${leader.name} on LinkedIn (opens in a new tab)`}
        >
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M1 5h3v10H1zM2.5 1a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM6 5h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V15h-3v-4.9c0-1.2 0-2.7-1.6-2.7S9 8.6 9 10v5H6z" />
          </svg>
          LinkedIn
        </a>
      </div>
    </article>
  );
}
