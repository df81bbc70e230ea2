import { Link } from '@site/shared/router';
import { formatEventDates, serviceTree } from '@site/shared';
import { menuTestimonialVideos } from '@site/shared/contracts';
import type { MenuDataResponse } from '@site/shared';
import { MenuTabs } from './menu-tabs.tsx';
import { aboutBlurbs, careerBlurbs } from './menu-blurbs.ts';
import { aboutTabs, careerLinks, insightsTabs } from './menu-definitions.ts';
import styles from './header.module.css';

interface MenuItem {
  slug: string;
  title: string;
  image: string;
  dates?: string;
}

function itemsOf(data: MenuDataResponse, list: keyof MenuDataResponse): MenuItem[] {
  return data[list].map((item) => ({
    slug: item.slug,
    title: item.title,
    image: 'megamenu_image' in item ? item.megamenu_image : item.feature_image,
    ...('start_date' in item ? { dates: formatEventDates(item.start_date, item.end_date) } : {}),
  }));
}

/** Ours: the column that gathers the services with no sub-services, so no heading stands alone in the menu. */
export const MORE_SERVICES_HEADING = 'More services';

export function ServicesPanel() {
  const groups = serviceTree.filter((group) => group.children.length > 0);
  const single = serviceTree.filter((group) => group.children.length === 0);
  return (
    <div className={styles.serviceGrid}>
      {groups.map((group) => (
        <div key={group.title}>
          <Link to={group.path} className={styles.groupLink}>
            {group.title}
          </Link>
          <ul className={styles.plainList}>
            {group.children.map((child) => (
              <li key={child.title}>
                <Link to={child.path}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {single.length > 0 && (
        <div>
          <span className={styles.groupHeading}>{MORE_SERVICES_HEADING}</span>
          <ul className={styles.plainList}>
            {single.map((group) => (
              <li key={group.title}>
                <Link to={group.path}>{group.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface InsightsPanelProps {
  data: MenuDataResponse;
  activeTab: string | null;
  onSelectTab: (tab: string) => void;
  onPlayVideo: (videoUrl: string) => void;
}

export function InsightsPanel({ data, activeTab, onSelectTab, onPlayVideo }: InsightsPanelProps) {
  return (
    <MenuTabs
      idPrefix="insights"
      label="Insights"
      tabs={insightsTabs}
      activeTab={activeTab}
      onSelect={onSelectTab}
      renderPanel={(tabId) => {
        const tab = insightsTabs.find((candidate) => candidate.id === tabId);
        if (!tab) return null;
        return (
          <>
            <ul className={styles.cardList}>
              {tab.list
                ? itemsOf(data, tab.list).map((item) => (
                    <li key={item.slug}>
                      <Link to={`${tab.basePath}/${item.slug}`} className={styles.card}>
                        <img src={item.image} alt="" width={160} height={90} loading="lazy" />
                        <span>{item.title}</span>
                        {item.dates && <span className={styles.meta}>{item.dates}</span>}
                      </Link>
                    </li>
                  ))
                : menuTestimonialVideos.map((video) => (
                    <li key={video.videoUrl}>
                      <button type="button" className={styles.card} onClick={() => onPlayVideo(video.videoUrl)}>
                        <img src={video.thumbnail} alt={video.alt} width={160} height={90} loading="lazy" />
                        <span>Play video</span>
                      </button>
                    </li>
                  ))}
            </ul>
            <Link to={tab.viewAll} className={styles.viewAll}>
              View All <span className="visually-hidden">{tab.label}</span>
            </Link>
          </>
        );
      }}
    />
  );
}

export function AboutPanel({
  activeTab,
  onSelectTab,
}: {
  activeTab: string | null;
  onSelectTab: (tab: string) => void;
}) {
  return (
    <MenuTabs
      idPrefix="about"
      label="About"
      tabs={aboutTabs}
      activeTab={activeTab}
      onSelect={onSelectTab}
      renderPanel={(tabId) => {
        const tab = aboutTabs.find((candidate) => candidate.id === tabId);
        return (
          tab && (
            <div className={styles.blurb}>
              <p>{aboutBlurbs[tab.id]}</p>
              <Link to={tab.path}>{tab.label}</Link>
            </div>
          )
        );
      }}
    />
  );
}

export function CareerPanel() {
  const links = careerLinks.map((link) => ({
    key: link.path,
    path: link.path,
    label: link.label,
    blurb: careerBlurbs[link.id],
  }));
  return <PanelLinks className={styles.careerList} links={links} />;
}

/** A panel's list of links, each with the blurb under it when it has one. */
function PanelLinks({
  className,
  links,
}: {
  className: string | undefined;
  links: readonly { key: string; path: string; label: string; blurb?: string }[];
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.path} className={styles.groupLink}>
            {link.label}
          </Link>
          {link.blurb !== undefined && <p>{link.blurb}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Before and without JavaScript (docs/decisions/010) a mega menu opens as a disclosure with no tabs: the Insights
 * menu lists its sections (each tab's 'View All' page), the About menu its four pages with their blurbs.
 */
export function InsightsSectionsPanel() {
  const links = insightsTabs.map((tab) => ({ key: tab.id, path: tab.viewAll, label: tab.label }));
  return <PanelLinks className={styles.sectionList} links={links} />;
}

export function AboutSectionsPanel() {
  const links = aboutTabs.map((tab) => ({ key: tab.id, path: tab.path, label: tab.label, blurb: aboutBlurbs[tab.id] }));
  return <PanelLinks className={styles.careerList} links={links} />;
}
