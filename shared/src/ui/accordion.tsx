import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first; none when omitted. */
  initiallyOpen?: string;
  /** Heading level of each item's button. */
  headingLevel?: 2 | 3 | 4;
  /** Called with the open item (or null) so a page can react, e.g. swap an illustration. */
  onChange?: (openId: string | null) => void;
  className?: string;
  itemClassName?: (id: string, open: boolean) => string | undefined;
}

/**
 * At most one item open: opening one closes the others (site-spec.md
 * sections 2.5, 2.7, 2.14). WAI-ARIA accordion: buttons in headings with
 * aria-expanded and aria-controls, panels labelled by their button.
 */
export function Accordion({
  items,
  initiallyOpen,
  headingLevel = 3,
  onChange,
  className,
  itemClassName,
}: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen ?? null);
  const prefix = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = openId === id ? null : id;
    setOpenId(next);
    onChange?.(next);
  };

  return (
    <div className={className}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={[styles.item, itemClassName?.(item.id, open)].filter(Boolean).join(' ')}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
