import { brand } from '@site/shared';
import differenceImage from './images/highlight-difference.svg';
import growingImage from './images/highlight-growing.svg';
import learningImage from './images/highlight-learning.svg';
import { LIFE_PHOTO_SIZE } from './photo-albums.ts';
import styles from './life-highlights.module.css';

/** A highlight slide of site-spec.md section 3: image, heading, text and step. */
const highlights = [
  {
    step: '01',
    headingContent: 'Learning',
    text: `The ${brand.name} Academy runs more than forty courses a year, from insurance fundamentals and US GAAP to Python for analysts. Every new joiner gets a six-week induction and a buddy, and certifications are paid for.`,
    img: learningImage,
    alt: 'Employees listening to a trainer at an Academy session',
  },
  {
    step: '02',
    headingContent: 'Growing',
    text: 'Most of our team leads started as analysts here. Twice-yearly career conversations, an open internal job board and a leadership track for first-time managers make the next step visible.',
    img: growingImage,
    alt: 'A rising staircase with an employee celebrating at the top',
  },
  {
    step: '03',
    headingContent: 'Making a difference',
    text: 'Two paid volunteering days a year, employee-run clubs and our CSR programs in Udaipur mean the work we do reaches well beyond our clients.',
    img: differenceImage,
    alt: 'Colleagues celebrating after planting saplings together',
  },
] as const;

/** 'Learning. Growing. Making a difference': three highlights (site-spec.md section 2.4). */
export function LifeHighlights() {
  return (
    <section className={styles.section} aria-labelledby="life-highlights-heading">
      <h2 id="life-highlights-heading" className={styles.heading}>
        Learning. Growing. Making a difference.
      </h2>
      <ol className={styles.list}>
        {highlights.map((highlight) => (
          <li key={highlight.step} className={styles.item}>
            <img
              className={styles.image}
              src={highlight.img}
              alt={highlight.alt}
              width={LIFE_PHOTO_SIZE.width}
              height={LIFE_PHOTO_SIZE.height}
              loading="lazy"
            />
            <span className={styles.step} aria-hidden="true">
              {highlight.step}
            </span>
            <h3 className={styles.title}>{highlight.headingContent}</h3>
            <p className={styles.text}>{highlight.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
