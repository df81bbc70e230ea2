import { describe, expect, it } from '@jest/globals';
import { aimedBudgets, checkBudgets, runsDisagree } from './bench-budgets.ts';
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
