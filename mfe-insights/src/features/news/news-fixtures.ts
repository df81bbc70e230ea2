import type { NewsArticle, NewsListItem } from '@site/shared';

/** Test data in the API's shapes. */
export const newsItems: NewsListItem[] = [
  {
    slug: 'arcwell-opens-new-delivery-center-in-udaipur',
    title: 'Arcwell Opens a New Delivery Center in Udaipur',
    publish_date: '2024-11-05',
    short_description: 'A new center adds room for 400 specialists.',
    feature_image: '/media/news/udaipur-center.svg',
    feature_alt_tag: 'Illustration of the new Udaipur delivery center',
  },
  {
    slug: 'arcwell-wins-outsourcing-excellence-award',
    title: 'Arcwell Wins an Outsourcing Excellence Award',
    publish_date: '2024-02-14',
    short_description: 'Recognized for insurance back-office work.',
    feature_image: '/media/news/award.svg',
    feature_alt_tag: 'Illustration of an award trophy',
  },
  {
    slug: 'arcwell-surpasses-500-clients-served',
    title: 'Arcwell Surpasses 500 Clients Served',
    publish_date: '2024-04-30',
    short_description: 'A milestone for the teams in India and the United States.',
    feature_image: '/media/news/clients.svg',
    feature_alt_tag: 'Illustration of a growing client chart',
  },
];

export const newsArticle: NewsArticle = {
  slug: 'arcwell-opens-new-delivery-center-in-udaipur',
  title: 'Arcwell Opens a New Delivery Center in Udaipur',
  publish_date: '2024-11-05',
  description: '<p>The new center opens this month.</p><h2>Room to grow</h2><p>It seats 400 specialists.</p>',
  news_desktop_banner: '/media/news/banner-desktop.svg',
  news_mobile_banner: '/media/news/banner-mobile.svg',
  alt_tag: 'Banner of the Udaipur delivery center',
  meta_title: 'New Udaipur Delivery Center | Arcwell',
  meta_description: 'Arcwell opens a new delivery center in Udaipur.',
  keywords: 'Arcwell Udaipur, delivery center',
  feature_image: '/media/news/udaipur-center.svg',
};

export { json } from '@site/shared/testing';
