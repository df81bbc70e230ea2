/** site-spec.md section 9: company facts shown on the site. */
export const companyFacts = {
  foundedYear: 2006,
  yearsOfExperience: 18,
  clientsServed: 550,
  /** The figure one place of the site shows instead. */
  clientsServedAlternate: 517,
  employees: 1050,
  /** The figure an alternate list shows. */
  employeesAlternate: 1082,
  countries: 6,
  offices: ['Udaipur, India', 'New York, US'],
  areasServed: ['US', 'CA', 'GB', 'IN'],
  isoCertifications: ['ISO 27001', 'ISO 9001'],
  averageTenureYears: 5,
  monthlyKudosEmployees: 13,
  testimonialAccuracyPercent: 95,
} as const;

/** Home statistic tiles (site-spec.md section 9). */
export const homeStatTiles = [
  { target: 60, label: 'Reduction in resource overhead' },
  { target: 25, label: 'Less turnaround time' },
  { target: 50, label: 'Increase in productivity' },
  { target: 80, label: 'Better customer satisfaction' },
] as const;

export const servicesChallengeStats = [82, 61, 70, 90] as const;
export const careersStats = [98, 50, 100, 90] as const;

export const aiProposalClaims = {
  proposalSeconds: 30,
  minutesSaved: 20,
  extractionAccuracyPercent: 99,
  speedMultiplierRange: [2, 3],
  leadersUsingTools: 550,
} as const;

export const testimonialRatings = {
  ratingValue: 4.8,
  bestRating: 5,
  ratingCount: 107,
  reviewCount: 97,
  videoCount: 11,
  textTestimonialCount: 6,
} as const;

export const securityFacts = { upsKva: 120, generatorKva: 250, recoveryHours: 24 } as const;

/**
 * The company's values, one list for the whole site: About names all six; the CSR page's 'Words in action' and
 * the careers page's four values (site-spec.md sections 2.5 and 2.12) are each some of them.
 */
export const companyValues = [
  'Happiness',
  'Continuous learning',
  'Keeping you first',
  'Discipline',
  'Collaboration',
  'Integrity',
] as const;

/** Whether a page's value is one of the company's (the spec writes some with other capitals). */
export const isCompanyValue = (name: string): boolean =>
  companyValues.some((value) => value.toLowerCase() === name.toLowerCase());
