import { useEffect, useRef, useState } from 'react';
import { companyFacts } from '@site/shared';
import { useGetWorldMapQuery } from './api/contact-api.ts';
// Read as text and drawn inline, so it stays SVG (docs/decisions/023).
import worldMapUrl from './images/world-map.svg?svg-text';
import { MapPinMarker } from './map-pin-marker.tsx';
import { mapPins } from './map-pins.ts';
import styles from './world-map.module.css';

/**
 * The interactive world map of the Contact us page (forms-spec.md section
 * 2): the drawing is read as SVG text (call 11) and drawn in the browser;
 * the pins are buttons whose tooltips show on hover and on keyboard focus.
 */
export function WorldMap() {
  const { data: svgText } = useGetWorldMapQuery(worldMapUrl);
  const drawing = useRef<HTMLDivElement>(null);
  const [openPinId, setOpenPinId] = useState<string | null>(null);

  useEffect(() => {
    const container = drawing.current;
    if (!container || !svgText) return;
    const svg = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
    if (svg.nodeName !== 'svg') {
      console.error('The world map is not an SVG drawing');
      return;
    }
    container.replaceChildren(document.importNode(svg, true));
  }, [svgText]);

  const close = (pinId: string) => setOpenPinId((current) => (current === pinId ? null : current));

  return (
    <section className={styles.section} aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className={styles.heading}>
        Where we work
      </h2>
      <p className={styles.lead}>
        Our teams in India and the United States serve clients in {companyFacts.countries} countries. Point to a pin, or
        move to it with the Tab key, to see what we do there.
      </p>
      <div className={styles.map}>
        <div ref={drawing} className={styles.drawing} aria-hidden="true" />
        <ul className={styles.pins} aria-label="Offices and markets">
          {mapPins.map((pin) => (
            <MapPinMarker
              key={pin.id}
              pin={pin}
              open={openPinId === pin.id}
              onOpen={() => setOpenPinId(pin.id)}
              onClose={() => close(pin.id)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
