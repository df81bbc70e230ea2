import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation } from '@site/shared/router';
import { getRoute, serviceTree, useIsClient } from '@site/shared';
import { aboutTabs, careerLinks, insightsTabs } from './menu-definitions.ts';
import styles from './header.module.css';

const groups = [
  { id: 'services', label: 'Services', links: serviceTree.map(({ title, path }) => ({ label: title, path })) },
  {
    id: 'insights',
    label: 'Insights',
    links: insightsTabs.map((tab) => ({ label: tab.label, path: tab.viewAll })),
  },
  { id: 'about', label: 'About', links: aboutTabs.map((tab) => ({ label: tab.label, path: tab.path })) },
  { id: 'career', label: 'Career', links: careerLinks.map((link) => ({ label: link.label, path: link.path })) },
];

const endLinks = (
  <>
    <li>
      <Link to={getRoute('ai-proposal').path}>AI Proposal Generator</Link>
    </li>
    <li>
      <Link to={getRoute('consultation').path} className={styles.cta}>
        Get in touch
      </Link>
    </li>
  </>
);

/**
 * At 991 px and below: a side panel with collapsible groups (site-spec.md section 2.18).
 *
 * Before and without JavaScript (docs/decisions/010) the Menu toggle and each group are `<details>` disclosures
 * the server renders, the panel opening below the bar; once the page runs the dialog below takes over (Escape,
 * focus), open if the visitor had opened the disclosure.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const panelId = useId();
  const running = useIsClient();

  // At hydration (the server's disclosure is still there): a panel opened before the page ran stays open.
  useLayoutEffect(() => {
    const details = disclosure.current;
    if (!details?.open) return;
    setOpen(true);
    setExpanded(details.querySelector<HTMLElement>('details[open][data-group]')?.dataset.group ?? null);
  }, []);

  // A navigation from inside the panel closes it.
  const visible = open && openedAt === pathname;

  useEffect(() => {
    if (visible) closeButton.current?.focus();
  }, [visible]);

  const close = () => {
    setOpen(false);
    toggleButton.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
  };

  if (!running) {
    return (
      <details ref={disclosure} className={`${styles.mobileOnly} ${styles.disclosure}`} suppressHydrationWarning>
        <summary className={styles.hamburger}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">Menu</span>
        </summary>
        <div id={panelId} className={`${styles.mobilePanel} ${styles.mobilePanelServer}`}>
          <ul className={styles.plainList}>
            {groups.map((group) => (
              <li key={group.id}>
                <details
                  data-group={group.id}
                  className={`${styles.disclosure} ${styles.groupDisclosure}`}
                  suppressHydrationWarning
                >
                  <summary className={styles.groupToggle}>{group.label}</summary>
                  <ul className={styles.plainList}>
                    {group.links.map((link) => (
                      <li key={link.label}>
                        <Link to={link.path}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {endLinks}
          </ul>
        </div>
      </details>
    );
  }

  return (
    <div className={styles.mobileOnly}>
      <button
        ref={toggleButton}
        type="button"
        className={styles.hamburger}
        aria-expanded={visible}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(!visible);
        }}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menu</span>
      </button>
      {visible && <div className={styles.mobileBackdrop} onClick={close} aria-hidden="true" data-modal-backdrop />}
      <div
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        className={styles.mobilePanel}
        hidden={!visible}
        onKeyDown={onKeyDown}
      >
        <button ref={closeButton} type="button" className={styles.mobileClose} onClick={close} aria-label="Close menu">
          ×
        </button>
        <ul className={styles.plainList}>
          {groups.map((group) => (
            <li key={group.id}>
              <button
                type="button"
                className={styles.groupToggle}
                aria-expanded={expanded === group.id}
                aria-controls={`${panelId}-${group.id}`}
                onClick={() => setExpanded(expanded === group.id ? null : group.id)}
              >
                {group.label}
              </button>
              <ul id={`${panelId}-${group.id}`} hidden={expanded !== group.id} className={styles.plainList}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.path}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {endLinks}
        </ul>
      </div>
    </div>
  );
}
