import { Link } from '@site/shared/router';
import type { Crumb } from '../routes/resolve-route.ts';
import styles from './breadcrumb.module.css';

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={`${crumb.title}-${crumb.path ?? 'current'}`} className={styles.item}>
            {crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : <span aria-current="page">{crumb.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
