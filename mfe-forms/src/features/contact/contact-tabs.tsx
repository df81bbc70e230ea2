import { useId, useRef } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent } from 'react';
import { HydrateWhenNear } from '@site/shared';
import { useLocation, useSearchParams } from '@site/shared/router';
import { CareersEnquiryForm } from './careers-enquiry-form.tsx';
import styles from './contact-tabs.module.css';
import { GeneralQueryForm } from './general-query-form.tsx';
import { PartnershipForm } from './partnership-form.tsx';

interface ContactTab {
  id: string;
  label: string;
  intro: string;
  Form: ComponentType<{ active: boolean }>;
}

/** forms-spec.md section 2: three tabs, Alliances & Partnerships first and chosen by default. */
export const contactTabs: readonly ContactTab[] = [
  {
    id: 'partnerships',
    label: 'Alliances & Partnerships',
    intro:
      'Agencies, solution partners and technology companies: tell us about your business and how we could grow together.',
    Form: PartnershipForm,
  },
  {
    id: 'careers',
    label: 'Careers',
    intro: 'Questions about working with us? Send them with your resume and our talent team will reply.',
    Form: CareersEnquiryForm,
  },
  {
    id: 'other',
    label: 'Any other query',
    intro: 'Media and general queries: journalists, analysts and anyone else with a question for us.',
    Form: GeneralQueryForm,
  },
];

/** The query parameter that names the open tab (docs/decisions/010): `/contact-us?tab=careers`. */
export const TAB_PARAM = 'tab';

/** The tab an address names; the first (Alliances & Partnerships) for none or an unknown one. */
export function tabIndexFromParam(value: string | null): number {
  const index = contactTabs.findIndex((tab) => tab.id === value);
  return index === -1 ? 0 : index;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The enquiry tabs (WAI-ARIA tabs pattern, automatic activation). Every form stays mounted, so typing survives
 * a switch. The open tab is in the address (docs/decisions/010): each tab is a link to `?tab=<id>` that the
 * server renders with its panel shown, so the tabs work before and without JavaScript; with it, a click or an
 * arrow key switches in place and puts the same address in the bar (replacing it: a tab is not a page).
 */
export function ContactTabs() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const activeIndex = tabIndexFromParam(params.get(TAB_PARAM));
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const idPrefix = useId();
  // The address with this tab chosen: the other parameters stay.
  const paramsWith = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, id);
    return next;
  };
  const hrefOf = (id: string) => `${pathname}?${paramsWith(id)}`;

  const select = (index: number) => {
    const tab = contactTabs[index];
    if (!tab || index === activeIndex) return;
    setParams(paramsWith(tab.id), { replace: true, preventScrollReset: true });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A modified click (new tab or window) opens the tab's address as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, contactTabs.length);
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className={styles.tabs} aria-labelledby={`${idPrefix}heading`}>
      <h2 id={`${idPrefix}heading`} className={styles.heading}>
        Send us an enquiry
      </h2>
      <div role="tablist" aria-labelledby={`${idPrefix}heading`} className={styles.tablist}>
        {contactTabs.map((tab, index) => (
          <a
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            href={hrefOf(tab.id)}
            role="tab"
            id={`${idPrefix}tab-${tab.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${idPrefix}panel-${tab.id}`}
            tabIndex={index === activeIndex ? 0 : -1}
            className={styles.tab}
            onClick={(event) => onClick(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {contactTabs.map(({ id, intro, Form }, index) => (
        <div
          key={id}
          role="tabpanel"
          id={`${idPrefix}panel-${id}`}
          aria-labelledby={`${idPrefix}tab-${id}`}
          hidden={index !== activeIndex}
          tabIndex={0}
          className={styles.panel}
        >
          <p className={styles.intro}>{intro}</p>
          {/* A form runs its code once shown and near the viewport (docs/decisions/020): an inactive tab's waits. */}
          <HydrateWhenNear>
            <Form active={index === activeIndex} />
          </HydrateWhenNear>
        </div>
      ))}
    </section>
  );
}
