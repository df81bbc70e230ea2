import { PageFrame, brand, companyFacts, getRoute, usePageMeta } from '@site/shared';
import { LeaderCard } from './leader-card.tsx';
import { leaders, profileUrl } from './leaders.ts';
import styles from './leadership-page.module.css';

const leadershipPageMeta = {
  title: `Our Leadership Team | ${brand.name}`,
  description: `Meet the executives who lead ${brand.legalName}: the people behind our insurance, accounting, data, technology and client teams in Udaipur and New York.`,
  keywords: `${brand.name} leadership, executive team, outsourcing company leaders, BPO management team`,
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${brand.name} leadership team`,
      url: `${brand.siteUrl}${getRoute('leadership').path}`,
      itemListElement: leaders.map((leader, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Person',
          name: leader.name,
          jobTitle: leader.title,
          worksFor: { '@type': 'Organization', name: brand.legalName },
          sameAs: profileUrl(leader),
        },
      })),
    },
  ],
};

/** Our leadership (site-spec.md section 2.3): breadcrumb Home > About > Our leadership and twelve leader cards. */
export function LeadershipPage() {
  usePageMeta(leadershipPageMeta);
  return (
    <PageFrame routeId="leadership">
      <p className={styles.intro}>
        {companyFacts.yearsOfExperience} years in, {brand.name} is still led by operators: people who have run the
        queues, closed the books and answered to the clients they now serve. Meet the team that sets our direction.
      </p>
      <section aria-labelledby="leadership-team-heading">
        <h2 id="leadership-team-heading" className={styles.heading}>
          Executive leadership team
        </h2>
        <ul className={styles.grid}>
          {leaders.map((leader) => (
            <li key={leader.profileHandle}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
