// Real-user Core Web Vitals (issue 50, docs/decisions/046): the web-vitals library's LCP, INP, CLS and TTFB of this
// page load, sent to the page's own host as a beacon naming the route's template and the release id, and nothing
// that names the visitor. A chunk of its own, loaded once the page has loaded and the browser is idle (index.ts).
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';
import { getSiteConfig } from '@site/shared';
import { resolveRoute } from '@site/shared/resolve-route';
import { VITALS_BEACON_PATH } from '@site/shared/real-user-metrics';
import type { VitalsBeacon, VitalsMetricName } from '@site/shared/real-user-metrics';

/** The template of the route a path renders (`/guides/:slug`); `other` for anything else. */
function routeTemplate(pathname: string): string {
  const resolved = resolveRoute(pathname);
  return resolved.kind === 'page' ? resolved.route.path : 'other';
}

/** Starts measuring; each value is sent once the library reports it (LCP, CLS and INP when the page is hidden). */
export function reportVitals(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const route = routeTemplate(location.pathname);
  const config = getSiteConfig();
  const release = config.releases?.releaseId ?? 'none';
  // While a health check watches this release, the page's report token lets its LCP count there, once.
  const token = config.healthReportToken;
  let pending = new Map<VitalsMetricName, number>();
  const send = () => {
    if (pending.size === 0) return;
    const beacon: VitalsBeacon = {
      route,
      release,
      metrics: [...pending].map(([name, value]) => ({ name, value: Math.round(value * 10_000) / 10_000 })),
      ...(token ? { token } : {}),
    };
    pending = new Map();
    navigator.sendBeacon(VITALS_BEACON_PATH, JSON.stringify(beacon));
  };
  // Values reported together (as the page is hidden) go in one beacon.
  const report = (metric: Metric) => {
    if (metric.name === 'FCP') return;
    if (pending.size === 0) queueMicrotask(send);
    pending.set(metric.name, metric.value);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
