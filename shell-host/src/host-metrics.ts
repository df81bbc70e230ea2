// The shell host's own metrics (issue 50, docs/decisions/046), beside every process's request metrics: renders and
// their wait for a turn, boot pages, the page store, stale pages, leads and the lead spool, and the server failures
// the release health check counts. Release ids are labels only as the host served them (a bounded set).
import { Counter, Gauge, Histogram } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';
import { OTHER_LABEL } from '@site/shared/server/metrics';
import { resolveRoute } from '@site/shared/resolve-route';
import type { LeadSpool } from './lead-spool.ts';

/** The label of a page answered without a release manifest (the API away, no last good one). */
export const NO_RELEASE_LABEL = 'none';

/** A page's address as a label: its route template; redirects and unknown paths each one label. */
export function pageTemplate(pathname: string): string {
  const resolved = resolveRoute(pathname);
  if (resolved.kind === 'page') return resolved.route.path;
  return resolved.kind === 'redirect' ? 'redirect' : OTHER_LABEL;
}

/** How a render went: its page in time, failed, or given up before its turn came. */
export type RenderOutcome = 'rendered' | 'failed' | 'timed out' | 'not started';

/** What a lead post came to: the API took it, it waits in the spool, refused, limited, or lost to the visitor. */
export type LeadOutcome = 'accepted' | 'spooled' | 'refused' | 'rate limited' | 'failed';

/** Why a server failure counts against a remote's version. */
export type ServerFailureKind = 'render' | 'server bundle' | 'action';

export function createHostMetrics(registry: Registry) {
  const registers = [registry];
  const renderSeconds = new Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Server render time, by release id and outcome.',
    labelNames: ['release', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers,
  });
  const queueSeconds = new Histogram({
    name: 'shell_render_queue_wait_seconds',
    help: 'Time a server render waited for its turn (docs/decisions/039).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
    registers,
  });
  const bootPages = new Counter({
    name: 'shell_boot_pages_total',
    help: 'Pages answered with the boot page (rendered in the browser), by route template and release id.',
    labelNames: ['route', 'release'],
    registers,
  });
  const pageResponses = new Counter({
    name: 'shell_page_responses_total',
    help: 'Pages answered, by route template, status and release id.',
    labelNames: ['route', 'status', 'release'],
    registers,
  });
  const pageStore = new Counter({
    name: 'shell_page_cache_total',
    help: "Shared pages: answered from the host's page store (hit), revalidated (304), or rendered (miss).",
    labelNames: ['result'],
    registers,
  });
  const stalePages = new Counter({
    name: 'shell_stale_pages_total',
    help: "Pages rendered with the API's last good answers or the last good release manifest, or a page's last good copy sent when its render failed.",
    labelNames: ['kind'],
    registers,
  });
  const leads = new Counter({
    name: 'shell_lead_posts_total',
    help: 'Lead posts by what came of them: accepted by the API, spooled, refused, rate limited, failed.',
    labelNames: ['outcome'],
    registers,
  });
  const serverFailures = new Counter({
    name: 'shell_server_failures_total',
    help: "Server failures counted against a remote's version: renders, server bundles, actions' 5xx.",
    labelNames: ['release', 'remote', 'kind'],
    registers,
  });

  return {
    renderQueued: (waitedMs: number) => queueSeconds.observe(waitedMs / 1000),
    rendered: (release: string, outcome: RenderOutcome, ms: number) =>
      renderSeconds.observe({ release, outcome }, ms / 1000),
    page(route: string, status: number, release: string, boot: boolean) {
      pageResponses.inc({ route, status: String(status), release });
      if (boot) bootPages.inc({ route, release });
    },
    pageStore: (result: 'hit' | 'revalidated' | 'miss') => pageStore.inc({ result }),
    stalePage: (kind: 'api answers' | 'release manifest' | 'last good page') => stalePages.inc({ kind }),
    lead: (outcome: LeadOutcome) => leads.inc({ outcome }),
    serverFailure: (release: string, remote: string, kind: ServerFailureKind) =>
      serverFailures.inc({ release, remote, kind }),
    /** The lead spool's depth, oldest age and set-aside leads, read when scraped. */
    watchSpool(spool: LeadSpool, now: () => number = Date.now) {
      new Gauge({
        name: 'shell_lead_spool_depth',
        help: 'Leads waiting in the spool for the API.',
        registers,
        collect() {
          this.set(spool.depth(now()).count);
        },
      });
      new Gauge({
        name: 'shell_lead_spool_oldest_age_seconds',
        help: 'Age of the oldest lead waiting in the spool (0 when none).',
        registers,
        collect() {
          this.set(spool.depth(now()).oldestAgeMs / 1000);
        },
      });
      new Gauge({
        name: 'shell_lead_spool_set_aside',
        help: 'Spooled leads the API refused, kept aside for a person.',
        registers,
        collect() {
          this.set(spool.setAsideCount());
        },
      });
    },
    /** The render queue's occupancy: renders running against the limit, and waiting (the pool's saturation). */
    watchRenderQueue(queue: { running: number; waiting: number }, atOnce: number) {
      new Gauge({
        name: 'shell_render_queue_running',
        help: 'Server renders running now.',
        registers,
        collect() {
          this.set(queue.running);
        },
      });
      new Gauge({
        name: 'shell_render_queue_waiting',
        help: 'Server renders waiting for their turn.',
        registers,
        collect() {
          this.set(queue.waiting);
        },
      });
      new Gauge({
        name: 'shell_render_queue_size',
        help: 'Server renders that may run at once.',
        registers,
        collect() {
          this.set(atOnce);
        },
      });
    },
  };
}

export type HostMetrics = ReturnType<typeof createHostMetrics>;
