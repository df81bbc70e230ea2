import { useState } from 'react';
import { Accordion } from '@site/shared';
import { proposalFeatures } from './proposal-content.ts';
import styles from './feature-showcase.module.css';

const [firstFeature] = proposalFeatures;

/** The five-feature accordion; the open item decides which illustration is shown. */
export function FeatureShowcase() {
  const [shownId, setShownId] = useState(firstFeature.id);
  const shown = proposalFeatures.find((feature) => feature.id === shownId) ?? firstFeature;
  const items = proposalFeatures.map((feature) => ({
    id: feature.id,
    title: feature.title,
    content: <p className={styles.description}>{feature.description}</p>,
  }));
  return (
    <section className={styles.showcase} aria-labelledby="proposal-features-heading">
      <h2 id="proposal-features-heading" className={styles.heading}>
        Everything you need to send proposals faster
      </h2>
      <div className={styles.layout}>
        <Accordion
          items={items}
          initiallyOpen={firstFeature.id}
          // Closing the open item keeps the last illustration rather than leaving a hole.
          onChange={(openId) => {
            if (openId) setShownId(openId);
          }}
          itemClassName={(_, open) => (open ? styles.openItem : styles.item)}
        />
        <figure className={styles.figure}>
          <img
            key={shown.id}
            className={styles.image}
            src={shown.image}
            alt={shown.imageAlt}
            width={480}
            height={360}
            loading="lazy"
          />
        </figure>
      </div>
    </section>
  );
}
