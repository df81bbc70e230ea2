/** What a Lighthouse result says about a run that failed, from its own report (`lhr`). */
interface LighthouseOutcome {
  requestedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

/**
 * Why a Lighthouse run measured nothing (its `runtimeError`, e.g. NO_FCP or PAGE_HUNG), with its warnings, as
 * one line for the bench's output; undefined for a run that measured the page. A failed run's figures are NaN
 * and its scores 0: without this line a broken budget would not say whether the page or the run failed.
 */
export function lighthouseFailure(outcome: LighthouseOutcome): string | undefined {
  const error = outcome.runtimeError;
  if (!error) return undefined;
  const warnings = outcome.runWarnings?.length ? ` (warnings: ${outcome.runWarnings.join(' | ')})` : '';
  return `Lighthouse could not measure ${outcome.requestedUrl ?? 'the page'}: ${error.code}: ${error.message}${warnings}`;
}
