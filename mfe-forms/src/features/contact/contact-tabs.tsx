import { useId, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
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

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The enquiry tabs (WAI-ARIA tabs pattern, automatic activation). Every form stays mounted, so typing survives a switch. */
export function ContactTabs() {
  const [activeIndex, setActiveIndex] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, contactTabs.length);
    setActiveIndex(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className={styles.tabs} aria-labelledby={`${idPrefix}heading`}>
      <h2 id={`${idPrefix}heading`} className={styles.heading}>
        Send us an enquiry
      </h2>
      <div role="tablist" aria-labelledby={`${idPrefix}heading`} className={styles.tablist}>
        {contactTabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}tab-${tab.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${idPrefix}panel-${tab.id}`}
            tabIndex={index === activeIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => setActiveIndex(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
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
          <Form active={index === activeIndex} />
        </div>
      ))}
    </section>
  );
}
