import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { NOT_FOUND_PATH, brand } from '@site/shared';

/** site-spec.md section 4: no canonical for the not-found page, a hash or a query. */
export function canonicalHref(location: { pathname: string; search: string; hash: string }): string | null {
  if (location.pathname.includes(NOT_FOUND_PATH.slice(1)) || location.search || location.hash) return null;
  return `${brand.siteUrl}${location.pathname}`;
}

/** Keeps `<link rel="canonical">` at the site address plus the path after each navigation. */
export function CanonicalLink() {
  const location = useLocation();
  const href = canonicalHref(location);

  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!href) {
      link?.remove();
      return;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = href;
  }, [href]);

  return null;
}
