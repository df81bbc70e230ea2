import { aiProposalClaims, getRoute } from '@site/shared';
import { Hero } from '@site/shared/hero';
import heroImage from './images/proposal-hero.svg?first-view';
import styles from './proposal-hero.module.css';

/** The hero with the 'Get a LIVE demo' call to action (site-spec.md section 2.14), the shared hero's "panel" look. */
export function ProposalHero() {
  return (
    <Hero
      look="panel"
      // JSX, not a template string: the text nodes are the ones the page always had, and so is the text's shaping.
      headline={<>Turn carrier quotes into a client-ready proposal in {aiProposalClaims.proposalSeconds} seconds</>}
      intro="Comparing quotes by hand means retyping limits, deductibles and premiums from every carrier into one document. Our AI proposal generator reads the quotes for you, lines them up side by side and drafts a branded proposal you can edit and send."
      cta={{ to: getRoute('consultation').path, label: 'Get a LIVE demo' }}
      beside={<p className={styles.proof}>Trusted by {aiProposalClaims.leadersUsingTools}+ insurance leaders</p>}
      image={{
        src: heroImage,
        alt: 'Carrier quotes flowing through the AI generator into one finished proposal',
        width: 480,
        height: 360,
      }}
    />
  );
}
