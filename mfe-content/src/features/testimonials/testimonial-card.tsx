import type { TextTestimonial } from './text-testimonials.ts';
import styles from './testimonial-card.module.css';

export function TestimonialCard({ testimonial }: { testimonial: TextTestimonial }) {
  return (
    <figure className={styles.card}>
      <svg className={styles.mark} viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
        <path d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11z" />
      </svg>
      <blockquote className={styles.quote}>
        <p>{testimonial.description}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.name}>{testimonial.name}</span>
        <span className={styles.designation}>{testimonial.designation}</span>
      </figcaption>
    </figure>
  );
}
