import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from '@site/shared/router';
import { HydrateWhenNear, dialogCopy, getRoute, serviceTree, useIsClient, useModalDialog } from '@site/shared';
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
 * the server renders, the panel opening below the bar; once the page runs the dialog below takes over, open if the
 * visitor had opened the disclosure. It is the platform's modal `<dialog>` (issue 18): the page behind it is inert,
 * focus stays in it, Escape and a click beside it close it, and focus goes back to the Menu button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const toggleButton = useRef<HTMLButtonElement>(null);
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

  // A navigation from inside the panel closes it. The dialog opens once it exists: the page runs a moment after
  // hydrating (useIsClient), and a panel opened before that opens then.
  const visible = running && open && openedAt === pathname;

  const close = () => {
    setOpen(false);
    toggleButton.current?.focus();
  };
  const { ref: panel, dialogProps } = useModalDialog(visible, { onEscape: close, onClosed: close });

  // The backdrop is the dialog's own ::backdrop: a click there reaches the dialog outside its box.
  const onPanelClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  };

  if (!running) {
    return (
      <details ref={disclosure} className={`${styles.mobileOnly} ${styles.disclosure}`} suppressHydrationWarning>
        <summary className={styles.hamburger}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{dialogCopy.mobileMenuToggle}</span>
        </summary>
        <div id={panelId} className={`${styles.mobilePanel} ${styles.mobilePanelServer}`}>
          {/* Replaced by the dialog as soon as the page runs: its links are not hydrated first. */}
          <HydrateWhenNear>
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
          </HydrateWhenNear>
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
        <span className="visually-hidden">{dialogCopy.mobileMenuToggle}</span>
      </button>
      {/* A click on the backdrop is the mouse's way out; keyboards have Escape, which the dialog handles natively. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions */}
      <dialog
        ref={panel}
        id={panelId}
        aria-label={dialogCopy.mobileMenu}
        className={styles.mobilePanel}
        onClick={onPanelClick}
        {...dialogProps}
      >
        <button type="button" className={styles.mobileClose} onClick={close} aria-label={dialogCopy.mobileMenuClose}>
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
      </dialog>
    </div>
  );
}
