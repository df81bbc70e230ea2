import { Link } from '@site/shared/router';
import { aiProposalClaims, getRoute } from '@site/shared';
import heroImage from './images/proposal-hero.svg?first-view';
import styles from './proposal-hero.module.css';

/** The hero with the 'Get a LIVE demo' call to action (site-spec.md section 2.14). */
export function ProposalHero() {
  return (
    <div className={styles.hero}>
      <div>
        <p className={styles.headline}>
          Turn carrier quotes into a client-ready proposal in {aiProposalClaims.proposalSeconds} seconds
        </p>
        <p className={styles.intro}>
          Comparing quotes by hand means retyping limits, deductibles and premiums from every carrier into one document.
          Our AI proposal generator reads the quotes for you, lines them up side by side and drafts a branded proposal
          you can edit and send.
        </p>
        <div className={styles.actions}>
          <Link className={styles.cta} to={getRoute('consultation').path}>
            Get a LIVE demo
          </Link>
          <p className={styles.proof}>Trusted by {aiProposalClaims.leadersUsingTools}+ insurance leaders</p>
        </div>
      </div>
      <img
        className={styles.image}
        src={heroImage}
        alt="Carrier quotes flowing through the AI generator into one finished proposal"
        width={480}
        height={360}
      />
    </div>
  );
}
