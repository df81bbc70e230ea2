/** What a Lighthouse result says about a run that failed, from its own report (`lhr`). */
interface LighthouseOutcome {
  requestedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  /** Each audit's error, when it could not run: a metric that errs leaves the performance score empty. */
  audits?: Record<string, { errorMessage?: string }>;
  categories?: Record<string, { score: number | null } | undefined>;
}

/**
 * Why a Lighthouse run measured nothing (its `runtimeError`, e.g. NO_FCP or PAGE_HUNG), with its warnings, as
 * one line for the bench's output; undefined for a run that measured the page. A failed run's figures are NaN
 * and its scores 0: without this line a broken budget would not say whether the page or the run failed.
 */
export function lighthouseFailure(outcome: LighthouseOutcome): string | undefined {
  const warnings = outcome.runWarnings?.length ? ` (warnings: ${outcome.runWarnings.join(' | ')})` : '';
  const page = outcome.requestedUrl ?? 'the page';
  const error = outcome.runtimeError;
  if (error) return `Lighthouse could not measure ${page}: ${error.code}: ${error.message}${warnings}`;
  // No run-wide error, but no performance score either: some audit it weighs could not run; say which and why.
  if (outcome.categories?.performance?.score !== null) return undefined;
  const erred = Object.entries(outcome.audits ?? {}).flatMap(([id, audit]) =>
    audit.errorMessage ? [`${id}: ${audit.errorMessage}`] : [],
  );
  const reasons = erred.length > 0 ? erred.slice(0, 3).join('; ') : 'no performance score, and no audit said why';
  return `Lighthouse could not measure ${page}: ${reasons}${warnings}`;
}

/**
 * Why a run is no figure of the page when its document answered other than the status the route has by design
 * (Lighthouse told to ignore an error status measures whatever answered); undefined when it answered that status.
 */
export function statusFailure(
  requests: { resourceType?: string; statusCode?: number }[],
  expectedStatus: number,
): string | undefined {
  const documentStatus = requests.find((request) => request.resourceType === 'Document')?.statusCode;
  if (documentStatus === undefined || documentStatus === expectedStatus) return undefined;
  return `The page answered ${documentStatus}, not the ${expectedStatus} it answers by design.`;
}

/** A category of a Lighthouse result: each audit's weight in its score. */
interface CategoryOutcome {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

interface AuditOutcome {
  score: number | null;
  details?: unknown;
}

/** An entry of the `errors-in-console` audit: where the error came from. */
interface ConsoleError {
  source?: unknown;
  sourceLocation?: { url?: string };
}

/**
 * What Lighthouse counts against a page for answering the error status it answers by design (the not-found
 * page's 404): the status itself, the `noindex` such a page must carry, and the console's record of the
 * document's own status (only when that is the console's one error: any other error still counts).
 */
export function auditsFailedByDesign(audits: Record<string, AuditOutcome | undefined>, pageUrl: string): string[] {
  const excused = ['http-status-code', 'is-crawlable'];
  const consoleErrors = (audits['errors-in-console']?.details as { items?: ConsoleError[] } | undefined)?.items ?? [];
  const onlyTheDocument = consoleErrors.every(
    (item) => item.source === 'network' && item.sourceLocation?.url === pageUrl,
  );
  if (consoleErrors.length > 0 && onlyTheDocument) excused.push('errors-in-console');
  return excused;
}

/**
 * A category's score as Lighthouse weighs it (its audits' weighted mean), leaving out the `excused` audits; null,
 * as Lighthouse's own, when an audit it weighs could not run.
 */
export function scoreWithout(
  category: CategoryOutcome,
  audits: Record<string, AuditOutcome | undefined>,
  excused: readonly string[],
): number | null {
  let weights = 0;
  let total = 0;
  for (const { id, weight } of category.auditRefs) {
    if (weight === 0 || excused.includes(id)) continue;
    const score = audits[id]?.score;
    if (score === null || score === undefined) return null;
    weights += weight;
    total += weight * score;
  }
  return weights === 0 ? category.score : total / weights;
}
