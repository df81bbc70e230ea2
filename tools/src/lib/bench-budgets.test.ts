import { describe, expect, it } from '@jest/globals';
import { aimedBudgets, checkBudgets, checkSlowBudgets, runsDisagree } from './bench-budgets.ts';
import { budgets, load, medianOf, report, run } from './bench-report-for-tests.ts';
describe('the bench budgets', () => {
  it("hold the issue's floors for the shell host and the API", () => {
    expect(budgets.shellHost).toEqual({ minRenderedPagesPerSecond: 300, minRevalidatedPagesPerSecond: 3000 });
    expect(budgets.api).toEqual({ minRequestsPerSecond: 20_000, maxP99Ms: 15 });
    expect(checkBudgets(report(), budgets)).toEqual([]);
  });

  it('report the page rendered afresh for every request without a floor, but not its errors (docs/decisions/034)', () => {
    const afresh = (errors: number) =>
      report({
        shellHost: [
          load('/guides/a whole (200)', 400),
          load('/guides/a revalidated (304)', 5000),
          load('/guides/a rendered afresh (a new address each)', 40, errors),
        ],
      });
    expect(checkBudgets(afresh(0), budgets)).toEqual([]);
    expect(checkBudgets(afresh(2), budgets)).toEqual([
      '/guides/a rendered afresh (a new address each): 2 error(s) or unexpected answers under load',
    ]);
  });

  it('report the database engines without holding them to a budget (issue 22)', () => {
    const slow = { engine: 'postgres' as const, loads: [load('postgres: GET /api/guide/data', 10)] };
    expect(checkBudgets(report({ engines: [slow] }), budgets)).toEqual([]);
  });

  it('name a shell host below its floors, and any error or unexpected answer under load', () => {
    const broken = checkBudgets(
      report({ shellHost: [load('/guides/a whole (200)', 250), load('/guides/a revalidated (304)', 2000, 3)] }),
      budgets,
    );
    expect(broken).toEqual([
      '/guides/a whole (200) pages per second: 250 < 300',
      '/guides/a revalidated (304) pages per second: 2000 < 3000',
      '/guides/a revalidated (304): 3 error(s) or unexpected answers under load',
    ]);
  });

  it('report the aims beyond the floors separately', () => {
    expect(checkBudgets(report(), aimedBudgets(budgets))).toEqual([
      '/api/guide/data requests per second: 25000 < 30000',
    ]);
  });

  it("name each budget a route's median breaks, and a run that measured nothing breaks them", () => {
    const slow = medianOf(run({ tbtMs: 107 }));
    expect(checkBudgets(report({ lighthouse: { 'event-detail': slow } }), budgets)).toEqual([
      `event-detail TBT ms: 107 > ${budgets.lighthouse.tbtMs}`,
    ]);
    const nothing = medianOf(run({ lcpMs: Number.NaN, performance: 0 }), 1);
    expect(checkBudgets(report({ lighthouse: { home: nothing } }), budgets)).toEqual([
      `home Lighthouse performance: 0 < ${budgets.lighthouse.performance}`,
      `home LCP ms: NaN > ${budgets.lighthouse.lcpMs}`,
    ]);
  });
});

describe('the first-load budgets (issue 54)', () => {
  const { home, anyRoute } = budgets.firstLoadScriptBrotliKb;

  it("hold home to its own script budget and every other route to any route's, in brotli", () => {
    const lighthouse = {
      home: medianOf(run({ scriptBrotliKb: home + 0.5 })),
      guides: medianOf(run({ scriptBrotliKb: anyRoute - 0.5 })),
      'contact-us': medianOf(run({ scriptBrotliKb: anyRoute + 1 })),
    };
    expect(checkBudgets(report({ lighthouse }), budgets)).toEqual([
      `home first-load script KB brotli: ${home + 0.5} > ${home}`,
      `contact-us first-load script KB brotli: ${anyRoute + 1} > ${anyRoute}`,
    ]);
  });

  it('count the render-blocking stylesheets of every route', () => {
    const lighthouse = { guides: medianOf(run({ renderBlockingStylesheets: 3 })) };
    expect(checkBudgets(report({ lighthouse }), budgets)).toEqual([
      `guides render-blocking stylesheets: 3 > ${budgets.renderBlockingStylesheets}`,
    ]);
  });

  it("hold the slow mode to its own TBT floor, not the normal mode's Performance and LCP", () => {
    const { tbtMs } = budgets.slow.lighthouse;
    const slow = (lighthouse: Record<string, ReturnType<typeof medianOf>>) =>
      report({ slow: { cpuSlowdownMultiplier: budgets.slow.cpuSlowdownMultiplier, lighthouse } });
    expect(checkSlowBudgets(slow({ home: medianOf(run({ tbtMs, performance: 80, lcpMs: 1900 })) }), budgets)).toEqual(
      [],
    );
    expect(checkSlowBudgets(slow({ home: medianOf(run({ tbtMs: tbtMs + 20 })) }), budgets)).toEqual([
      `slow: home TBT ms: ${tbtMs + 20} > ${tbtMs}`,
    ]);
    expect(checkSlowBudgets(report(), budgets)).toEqual(['slow: the slow mode was not measured']);
  });

  it('decide more runs in the slow mode by its own budgets', () => {
    const { tbtMs } = budgets.slow.lighthouse;
    expect(runsDisagree([run({ performance: 70 }), run(), run()], budgets, true)).toBe(false);
    expect(runsDisagree([run({ tbtMs: tbtMs + 1 }), run(), run()], budgets, true)).toBe(true);
  });
});

describe('whether a route needs more runs (docs/decisions/037)', () => {
  const { tbtMs, lcpMs, cls } = budgets.lighthouse;

  it('not when every run holds every budget, or every run breaks the same ones', () => {
    expect(runsDisagree([run(), run({ tbtMs: tbtMs - 1 }), run({ lcpMs })], budgets)).toBe(false);
    expect(runsDisagree([run({ tbtMs: tbtMs + 5 }), run({ tbtMs: tbtMs + 60 }), run({ tbtMs: 500 })], budgets)).toBe(
      false,
    );
  });

  it('when one run breaks a budget that another holds, whichever way the median falls', () => {
    expect(runsDisagree([run(), run({ tbtMs: tbtMs + 7 }), run()], budgets)).toBe(true);
    expect(runsDisagree([run({ tbtMs: tbtMs + 7 }), run({ tbtMs: tbtMs + 14 }), run()], budgets)).toBe(true);
    expect(runsDisagree([run(), run({ cls: cls * 2 }), run()], budgets)).toBe(true);
    expect(runsDisagree([run(), run({ accessibility: 96 }), run()], budgets)).toBe(true);
  });

  it('when a run measured nothing beside runs that did', () => {
    expect(runsDisagree([run(), run({ lcpMs: Number.NaN }), run()], budgets)).toBe(true);
  });

  it('not for a single run', () => {
    expect(runsDisagree([run({ tbtMs: tbtMs + 7 })], budgets)).toBe(false);
  });
});
