import { describe, expect, it } from '@jest/globals';
import { SUMMARY_END, SUMMARY_START, formatSpread, spreadOf, summarise, withSummary } from './bench-summary.ts';
import { budgets, load, medianOf, report, run } from './bench-report-for-tests.ts';

/** The lines of the Markdown table row that starts with `first`. */
const rowOf = (markdown: string, first: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(`| ${first} |`))
    ?.split(' | ')
    .map((cell) => cell.replace(/^\| | \|$/g, ''));

describe('spreadOf and formatSpread', () => {
  it('take the middle value with the min and max, and leave out runs that measured nothing', () => {
    expect(spreadOf([972, 957, 981])).toEqual({ median: 972, min: 957, max: 981 });
    expect(spreadOf([20, Number.NaN, 10])).toEqual({ median: 20, min: 10, max: 20 });
    expect(formatSpread(spreadOf([1084, 1106, 1082]))).toBe('1,084 (1,082–1,106)');
    expect(formatSpread(spreadOf([0.0014, 0.002, 0.001]), 3)).toBe('0.001 (0.001–0.002)');
    expect(formatSpread(spreadOf([]))).toBe('–');
  });
});

describe('summarise', () => {
  const slow = (tbtMs: number) => ({
    cpuSlowdownMultiplier: budgets.slow.cpuSlowdownMultiplier,
    lighthouse: { home: medianOf(run({ tbtMs })), guides: medianOf(run({ tbtMs: tbtMs / 2 })) },
  });
  const reports = [
    report({
      at: 'run-1',
      lighthouse: { home: medianOf(run({ tbtMs: 120, performance: 97 })), guides: medianOf(run({ tbtMs: 30 })) },
      slow: slow(140),
      api: [load('/api/guide/data', 19_000)],
    }),
    report({
      at: 'run-2',
      lighthouse: { home: medianOf(run({ tbtMs: 40 })), guides: medianOf(run({ tbtMs: 50 })) },
      slow: slow(80),
      api: [load('/api/guide/data', 21_000)],
    }),
    report({
      at: 'run-3',
      lighthouse: {
        home: medianOf(run({ tbtMs: 60, lcpMs: 790, scriptBrotliKb: 104.2 }), 5),
        guides: medianOf(run({ tbtMs: 10 })),
      },
      slow: slow(90),
      api: [load('/api/guide/data', 22_000, 2)],
    }),
  ];

  it('gives each route the median of the runs’ medians with their min–max, never a best run', () => {
    const markdown = summarise(reports, budgets);

    expect(rowOf(markdown, 'home')).toEqual([
      'home',
      '3, 3, 5',
      '100 (97–100)',
      '750 (750–790)',
      '60 (40–120)',
      '90 (80–140)',
      '0.000',
      '2,800 (2,800–2,800)',
      '100.0 (100.0–104.2)',
      '1',
    ]);
    expect(rowOf(markdown, 'guides')?.[4]).toBe('30 (10–50)');
  });

  it('says what each run broke, against the budgets the bench holds them to', () => {
    const markdown = summarise(reports, budgets);

    expect(rowOf(markdown, '1 (run-1)')?.slice(3)).toEqual([
      '3 broken: home Lighthouse performance: 97 < 98; home TBT ms: 120 > 100; /api/guide/data requests per second: 19000 < 20000',
      '1 broken: slow: home TBT ms: 140 > 100',
    ]);
    expect(rowOf(markdown, '2 (run-2)')?.slice(3)).toEqual(['Every budget met', 'Every budget met']);
    expect(rowOf(markdown, '3 (run-3)')?.slice(3)).toEqual([
      '1 broken: /api/guide/data: 2 error(s) or unexpected answers under load',
      'Every budget met',
    ]);
  });

  it('gives each load its median with the min–max, and every run’s errors', () => {
    const markdown = summarise(reports, budgets);

    expect(rowOf(markdown, '/api/guide/data')).toEqual([
      '/api/guide/data',
      '21,000 (19,000–22,000)',
      '10 (10–10)',
      '0, 0, 2',
    ]);
    expect(rowOf(markdown, 'everything')).toEqual(['everything', '10.0 (10.0–10.0)']);
  });
});

describe('withSummary', () => {
  it('replaces the tables between the markers and keeps the rest of docs/performance.md', () => {
    const document = `# Performance\n\nWhy.\n\n${SUMMARY_START}\n\nold\n\n${SUMMARY_END}\n\n## History\n`;
    expect(withSummary(document, 'new')).toBe(
      `# Performance\n\nWhy.\n\n${SUMMARY_START}\n\nnew\n\n${SUMMARY_END}\n\n## History\n`,
    );
  });

  it('adds the tables at the end of a document without markers', () => {
    expect(withSummary('# Performance\n', 'new')).toBe(`# Performance\n\n${SUMMARY_START}\n\nnew\n\n${SUMMARY_END}\n`);
  });
});
