import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './header.module.css';

interface MenuTabsProps {
  idPrefix: string;
  label: string;
  tabs: readonly { id: string; label: string }[];
  activeTab: string | null;
  onSelect: (tab: string) => void;
  renderPanel: (tabId: string) => ReactNode;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * A vertical tab list inside a mega menu: hovering or focusing a tab
 * switches the panel, arrow keys move between tabs (WAI-ARIA tabs pattern).
 */
export function MenuTabs({ idPrefix, label, tabs, activeTab, onSelect, renderPanel }: MenuTabsProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const active = activeTab ?? tabs[0]?.id ?? '';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next = -1;
    if (NEXT_KEYS.has(event.key)) next = (index + 1) % tabs.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={styles.tabbed}>
      {/* Arrow keys move between the tabs, which are the buttons that take focus, not the list (ARIA tabs pattern). */}
      {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus */}
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onPointerEnter={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${active}`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        className={styles.tabPanel}
        tabIndex={0}
      >
        {renderPanel(active)}
      </div>
    </div>
  );
}
