import { useId } from 'react';
import { type MapPin, pinPosition } from './map-pins.ts';
import styles from './world-map.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

interface MapPinMarkerProps {
  pin: MapPin;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * One place on the map: a focusable button named after the place, and its
 * tooltip, shown while the pointer is over either or the button has focus,
 * and dismissed with Escape.
 */
export function MapPinMarker({ pin, open, onOpen, onClose }: MapPinMarkerProps) {
  const tooltipId = useId();
  return (
    // The pointer may move from the pin onto its tooltip without closing it (WCAG 1.4.13); the button beside it
    // gives keyboards the same through focus and Escape.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li className={styles.marker} style={pinPosition(pin)} onMouseEnter={onOpen} onMouseLeave={onClose}>
      <button
        type="button"
        className={styles.pin}
        aria-describedby={tooltipId}
        onFocus={onOpen}
        onBlur={onClose}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <VisuallyHidden>{pin.place}</VisuallyHidden>
      </button>
      <div role="tooltip" id={tooltipId} className={styles.tooltip} hidden={!open}>
        <strong className={styles.tooltipPlace}>{pin.place}</strong>
        <span className={styles.tooltipRole}>{pin.role}</span>
        <span>{pin.detail}</span>
      </div>
    </li>
  );
}
