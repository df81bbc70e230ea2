import { brand } from '@site/shared';

export interface ThankYouLink {
  routeId: string;
  label: string;
}

export interface ThankYouContent {
  /** The document title; the visible heading is the route's 'Thank you'. */
  title: string;
  lead: string;
  nextSteps: readonly string[];
  links: readonly ThankYouLink[];
  /** The consultation page offers to book the call right away. */
  scheduleCall?: boolean;
}

/** Every generic thank-you route of forms-spec.md section 2, by route id. */
export const thankYouContent: Record<string, ThankYouContent> = {
  thankyou: {
    title: 'Thank you for contacting us',
    lead: `Thank you for getting in touch with ${brand.name}. Your message has reached our team.`,
    nextSteps: [
      'We read every message and pass it to the team best placed to answer it.',
      'Someone from that team replies by e-mail within one business day.',
      'If your request is urgent, call us on one of the numbers on our contact page.',
    ],
    links: [
      { routeId: 'home', label: 'Back to the home page' },
      { routeId: 'services', label: 'Explore our services' },
      { routeId: 'contact', label: 'Contact us' },
    ],
  },
  'consultation-thankyou': {
    title: 'Thank you for booking a free consultation',
    lead: 'Thank you for booking a free consultation. Your request is with our solutions team.',
    nextSteps: [
      'A specialist reviews the details you shared and prepares questions about your processes.',
      'Choose a time for your 30-minute call now with Schedule Your Call, or wait for our e-mail with suggested times.',
      'On the call we go through what to outsource first, indicative pricing and a transition plan.',
    ],
    links: [
      { routeId: 'services', label: 'Explore our services' },
      { routeId: 'case-studies', label: 'Read our case studies' },
      { routeId: 'guides', label: 'Browse our guides' },
    ],
    scheduleCall: true,
  },
  'services-thankyou': {
    title: 'Thank you for your interest in our services',
    lead: 'Thank you for your interest in our services. We have received your enquiry.',
    nextSteps: [
      'A solutions consultant for the service you asked about reviews your enquiry.',
      'We contact you within one business day to understand your volumes and goals.',
      'You receive a proposal with a scope, a team plan and pricing, with no obligation.',
    ],
    links: [
      { routeId: 'services', label: 'See all our services' },
      { routeId: 'case-studies', label: 'Read our case studies' },
      { routeId: 'testimonials', label: 'Hear from our clients' },
    ],
  },
  'partnership-thankyou': {
    title: 'Thank you for your partnership enquiry',
    lead: `Thank you for your interest in partnering with ${brand.name}.`,
    nextSteps: [
      'Our alliances team reviews your company profile and the partnership model you chose.',
      'If there is a fit, a partnership manager contacts you within three business days for an introductory call.',
      'Together we agree on the scope, the clients we serve together and the first steps.',
    ],
    links: [
      { routeId: 'about', label: `Learn about ${brand.name}` },
      { routeId: 'services', label: 'Explore our services' },
      { routeId: 'case-studies', label: 'Read our case studies' },
    ],
  },
  'media-thankyou': {
    title: 'Thank you for your query',
    lead: 'Thank you for your query. It has reached our team.',
    nextSteps: [
      'Media requests go straight to our communications team; other queries go to the team that can answer them.',
      'We reply by e-mail or phone within one business day.',
      'Journalists on a deadline can also write to the media contact listed on our contact page.',
    ],
    links: [
      { routeId: 'news', label: 'Visit our newsroom' },
      { routeId: 'about', label: `Learn about ${brand.name}` },
      { routeId: 'contact', label: 'Contact us' },
    ],
  },
  'feedback-thankyou': {
    title: 'Thank you for your feedback',
    lead: 'Thank you for your feedback on our website.',
    nextSteps: [
      'Your feedback goes to the team that looks after this website.',
      'We review every comment and use it to plan improvements.',
      'If you asked for a reply, we get back to you by e-mail.',
    ],
    links: [
      { routeId: 'home', label: 'Back to the home page' },
      { routeId: 'sitemap', label: 'Find a page in the sitemap' },
      { routeId: 'contact', label: 'Contact us' },
    ],
  },
};
