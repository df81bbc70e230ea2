import { learningCommitment } from './careers-content.ts';
import learningImage from './images/learning-commitment.svg';
import styles from './learning-commitment.module.css';

export function LearningCommitment() {
  return (
    <section className={styles.section} aria-labelledby="careers-learning-heading">
      <img
        className={styles.image}
        src={learningImage}
        alt="A trainer explaining a process on a screen to a new colleague"
        width={480}
        height={320}
        loading="lazy"
      />
      <div>
        <h2 id="careers-learning-heading" className={styles.heading}>
          {learningCommitment.heading}
        </h2>
        <p>{learningCommitment.text}</p>
        <ul className={styles.points}>
          {learningCommitment.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
