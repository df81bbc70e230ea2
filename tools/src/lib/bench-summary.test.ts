import { describe, expect, it } from '@jest/globals';
import { NO_RUNS, formatSpread, latestRunsByMode, performanceDocument, spreadOf, summarise } from './bench-summary.ts';
import { budgets, load, medianOf, report, run } from './bench-report-for-tests.ts';

/** The lines of the Markdown table row that starts with `first`. */
const rowOf = (markdown: string, first: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .find((cells) => cells[0] === first);

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
  const reports = [
    report({
      at: 'run-1',
      lighthouse: { home: medianOf(run({ tbtMs: 120, performance: 97 })), guides: medianOf(run({ tbtMs: 30 })) },
      api: [load('/api/guide/data', 19_000)],
    }),
    report({
      at: 'run-2',
      lighthouse: { home: medianOf(run({ tbtMs: 40 })), guides: medianOf(run({ tbtMs: 50 })) },
      api: [load('/api/guide/data', 21_000)],
    }),
    report({
      at: 'run-3',
      lighthouse: { home: medianOf(run({ tbtMs: 60, lcpMs: 990 }), 5), guides: medianOf(run({ tbtMs: 10 })) },
      api: [load('/api/guide/data', 22_000, 2)],
    }),
  ];

  it('gives each route the median of the runs’ medians with their min–max, never a best run', () => {
    const markdown = summarise(reports, budgets);

    expect(rowOf(markdown, 'home')).toEqual([
      'home',
      '3, 3, 5',
      '100 (97–100)',
      '950 (950–990)',
      '60 (40–120)',
      '0.000',
      '2,800 (2,800–2,800)',
      '140.0',
    ]);
    expect(rowOf(markdown, 'guides')?.[4]).toBe('30 (10–50)');
  });

  it('says what each run broke, against the budgets the bench holds them to', () => {
    const markdown = summarise(reports, budgets);

    expect(rowOf(markdown, '1 (run-1)')?.[3]).toBe(
      '3 broken: home Lighthouse performance: 97 < 98; home TBT ms: 120 > 100; /api/guide/data requests per second: 19000 < 20000',
    );
    expect(rowOf(markdown, '2 (run-2)')?.[3]).toBe('Every budget met');
    expect(rowOf(markdown, '3 (run-3)')?.[3]).toBe(
      '1 broken: /api/guide/data: 2 error(s) or unexpected answers under load',
    );
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

describe('performanceDocument', () => {
  const at = (day: number) => `2026-12-0${day}T10:00:00.000Z`;

  it('says plainly that there are no figures when no run is stored', () => {
    const markdown = performanceDocument([], budgets);

    expect(markdown).toContain(NO_RUNS);
    expect(markdown).not.toContain('| route');
  });

  it('takes the latest three runs, each once, with no mode heading when every run is a normal one', () => {
    const reports = [1, 2, 3, 4].map((day) => report({ at: at(day), api: [load('/api/guide/data', day * 10_000)] }));
    const markdown = performanceDocument([...reports, ...reports.slice(-1)], budgets);

    expect(markdown).not.toContain('## ');
    expect(rowOf(markdown, `1 (${at(2)})`)).toBeDefined();
    expect(rowOf(markdown, `1 (${at(1)})`)).toBeUndefined();
    expect(rowOf(markdown, '/api/guide/data')?.[1]).toBe('30,000 (20,000–40,000)');
  });

  it('gives each mode its own latest runs, the normal one first, a report without a mode being normal', () => {
    const slow = (day: number, requestsPerSecond: number) => ({
      ...report({ at: at(day), api: [load('/api/guide/data', requestsPerSecond)] }),
      mode: 'slow',
    });
    const reports = [slow(1, 5_000), report({ at: at(2) }), slow(3, 7_000)];

    expect([...latestRunsByMode(reports).keys()]).toEqual(['normal', 'slow']);
    const markdown = performanceDocument(reports, budgets);
    const [normal, slowSection] = markdown.split('## slow mode');
    expect(normal).toContain('## Normal mode');
    expect(normal).toContain('only 1 stored');
    expect(rowOf(slowSection ?? '', '/api/guide/data')?.[1]).toBe('7,000 (5,000–7,000)');
  });

  it('pads every table as Prettier does', () => {
    const markdown = performanceDocument([report({ at: at(1) })], budgets);
    const tableLines = markdown.split('\n').filter((line) => line.startsWith('|'));

    expect(tableLines.length).toBeGreaterThan(4);
    for (const block of markdown.split('\n\n').filter((part) => part.startsWith('|'))) {
      const lengths = new Set(
        block
          .trim()
          .split('\n')
          .map((line) => line.length),
      );
      expect(lengths.size).toBe(1);
    }
  });
});
