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
