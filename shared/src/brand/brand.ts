/**
 * The one place the fictional brand is configured. The specs write it as
 * {brand}, {product} and {host}; every route, title and copy line that needs
 * it reads it from here.
 */
export const brand = {
  /** Display name used in copy and titles. */
  name: 'Arcwell',
  legalName: 'Arcwell Global Services',
  /** The short name that appears in routes such as /life-at-{brand}. */
  slug: 'arcwell',
  /** {product}: the name used in product routes and the academy. */
  productSlug: 'arcwell',
  /** {host}: the public site address, used for canonical links and structured data. */
  siteUrl: 'https://www.arcwell.example',
  foundedYear: 2006,
  /** Social profiles (fictional addresses of the fictional brand). */
  social: {
    facebook: 'https://www.facebook.com/arcwell.example',
    twitter: 'https://twitter.com/arcwell_example',
    youtube: 'https://www.youtube.com/@arcwell-example',
    instagram: 'https://www.instagram.com/arcwell.example',
    linkedin: 'https://www.linkedin.com/company/arcwell-example',
  },
} as const;
