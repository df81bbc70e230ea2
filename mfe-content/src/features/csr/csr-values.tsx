import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import styles from './csr-values.module.css';

const values = [
  {
    title: 'Happiness',
    text: 'We give because it brings joy, not because a report asks for it. A morning at a partner school or a Saturday at a health camp is time our people choose, and the smiles on both sides are why they come back.',
  },
  {
    title: 'Continuous learning',
    text: 'The habits that make us good at our work (training, feedback, measuring outcomes) shape how we give too. Each program is reviewed every quarter with the communities it serves, and changed when it is not working.',
  },
  {
    title: 'Keeping You First',
    text: 'For clients it means their deadlines come first; in the community it means listening before acting. Teachers, nurses and self-help group leaders tell us what they need, and we plan around their priorities, not ours.',
  },
  {
    title: 'Discipline',
    text: 'Good intentions need follow-through. Every rupee and volunteer hour is budgeted, tracked and reported, and a program only starts when we can commit to it for at least three years.',
  },
] as const;

/** 'Words in action': the company values as they show up in community work (site-spec.md section 2.5). */
export function CsrValues() {
  return (
    <section className={styles.section} aria-labelledby="csr-values-heading">
      <h2 id="csr-values-heading" className={styles.heading}>
        Words in action
      </h2>
      <p className={styles.intro}>The four values we hire for are the same four that guide our community work.</p>
      <Carousel
        label="Words in action: our values"
        slides={values.map((value, index) => ({
          key: value.title,
          content: (
            <article className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{value.title}</h3>
              <p className={styles.text}>{value.text}</p>
            </article>
          ),
        }))}
        slidesPerView={1}
        breakpoints={{ [MOBILE_MAX_WIDTH]: 2, [DESKTOP_MIN_WIDTH]: 3 }}
        // Arrows would cover the text of the edge cards; the dots, swiping and arrow keys move it.
        navigation={false}
        pagination
      />
    </section>
  );
}
