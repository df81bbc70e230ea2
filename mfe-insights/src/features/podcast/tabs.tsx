import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation; the first tab is selected when
 * the component mounts (give it a new `key` to start again there).
 */
export function Tabs({ label, tabs }: TabsProps) {
  const prefix = useId();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tabs.some((tab) => tab.id === selectedId) ? selectedId : tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setSelectedId(tabs[next]?.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${prefix}-${tab.id}-tab`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.id === selected}
            aria-controls={`${prefix}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelectedId(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${prefix}-${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${prefix}-${tab.id}-tab`}
          className={styles.panel}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
