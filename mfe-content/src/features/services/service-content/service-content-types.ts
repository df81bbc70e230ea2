/** One offering of a service, shown as its own section of the service page. */
export interface ServiceSection {
  /** The section's anchor: the service tree links to `/services/<slug>#<id>`. */
  id: string;
  title: string;
  summary: string;
  tasks: readonly string[];
  /** Sections nested under this one, e.g. the six areas of agency consultation. */
  children?: readonly ServiceSection[];
}

export interface ServiceOutcome {
  /** The figure as shown, e.g. "48 h". */
  figure: string;
  label: string;
  detail: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/** Everything one service page shows; the template renders any service from it. */
export interface ServiceContent {
  slug: string;
  /** Meta description: unique to this page. */
  description: string;
  keywords: string;
  /** The schema.org `serviceType` of the page's structured data. */
  serviceType: string;
  /** One line for the card that links to this service from the overview. */
  cardSummary: string;
  hero: {
    headline: string;
    intro: string;
    image: string;
    imageAlt: string;
  };
  whatWeDo: {
    heading: string;
    paragraphs: readonly string[];
    /** Who the service is for, shown as tags. */
    audiences: readonly string[];
  };
  sectionsHeading: string;
  sections: readonly ServiceSection[];
  outcomes: readonly ServiceOutcome[];
  faqs: readonly ServiceFaq[];
  cta: { heading: string; text: string };
  /** Slugs of the services to suggest next. */
  related: readonly string[];
}
