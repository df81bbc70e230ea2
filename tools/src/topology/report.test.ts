import { describe, expect, it } from '@jest/globals';
import type { Outcome } from './outcomes.ts';
import type { Phase } from './phases.ts';
import { recoveredAt } from './phases.ts';
import { markdownTable, phaseRows } from './report.ts';

const page = (startedAt: number, result: 'content' | 'stale-content' | 'no-content' = 'content'): Outcome => ({
  kind: 'page',
  target: 'home',
  client: '10.77.0.100',
  startedAt,
  endedAt: startedAt + 10,
  status: result === 'no-content' ? 503 : 200,
  result,
});

const lead = (
  startedAt: number,
  email: string,
  result: 'stored' | 'spooled' | 'thanked' | 'refused' = 'thanked',
  target: 'partnership' | 'careers' = 'partnership',
): Outcome => ({
  kind: 'lead',
  target,
  email,
  client: '10.77.0.101',
  startedAt,
  endedAt: startedAt + 10,
  status: result === 'refused' ? 502 : 303,
  result,
});

const phase = (startedAt: number, faultEndedAt: number, endedAt: number): Phase => ({
  name: 'a fault',
  baseline: false,
  component: 'a component',
  startedAt,
  faultEndedAt,
  endedAt,
  problems: [],
  spool: { most: 0, emptiedAt: undefined },
});

describe('the topology report', () => {
  it('counts a request in the phase it ended in: one in flight when a fault began met that fault', () => {
    const inFlight: Outcome = { ...page(90, 'no-content'), endedAt: 120 };
    const rows = phaseRows([phase(0, 0, 100), phase(100, 110, 200)], [page(50), inFlight, page(150)], new Map());
    expect(rows.map((row) => row.pages.total)).toEqual([1, 2]);
    expect(rows[0]?.failures).toEqual([]);
  });

  it('recovers at the first normal request after the last one that was not normal', () => {
    const outcomes = [page(100, 'no-content'), page(200, 'stale-content'), page(300), lead(400, 'a@example.com')];
    expect(recoveredAt(outcomes, 0)).toBe(300);
    // Normal from the fault's end on: recovered at once.
    expect(recoveredAt(outcomes, 250)).toBe(250);
    // The last request was not normal: not recovered.
    expect(recoveredAt([page(100), page(200, 'no-content')], 0)).toBeUndefined();
  });

  it('counts leads lost, stored twice, stored without their resume, and pages without content', () => {
    const outcomes = [
      page(10),
      page(20, 'no-content'),
      lead(30, 'kept@example.com'),
      lead(40, 'lost@example.com', 'spooled'),
      lead(50, 'twice@example.com', 'stored'),
      lead(60, 'no-resume@example.com', 'thanked', 'careers'),
      lead(70, 'refused-but-stored@example.com', 'refused'),
      page(80),
    ];
    const stored = new Map([
      ['kept@example.com', { copies: 1, withResume: 0, clientAddresses: ['10.77.0.101'] }],
      ['twice@example.com', { copies: 2, withResume: 0, clientAddresses: ['10.77.0.101'] }],
      ['no-resume@example.com', { copies: 1, withResume: 0, clientAddresses: ['10.77.0.101'] }],
      ['refused-but-stored@example.com', { copies: 1, withResume: 0, clientAddresses: ['10.77.0.101'] }],
    ]);
    const [row] = phaseRows([phase(0, 5, 100)], outcomes, stored);
    expect(row).toMatchObject({
      pages: { total: 3, withContent: 2, stale: 0 },
      leads: { sent: 5, acknowledged: 4, spooled: 1 },
      stored: 3,
      storedUnacknowledged: 1,
      lost: ['lost@example.com'],
      duplicates: ['twice@example.com'],
      resumesLost: ['no-resume@example.com'],
      recoveryMs: 75,
    });
    expect(row?.failures).toHaveLength(4);
    expect(markdownTable(row ? [row] : [])).toContain(
      '| a fault | 2 of 3 | 4 of 5 (1 spooled) | 3 of 4 (+1 unacknowledged) | 1 | 1 | 1 |',
    );
  });
});
