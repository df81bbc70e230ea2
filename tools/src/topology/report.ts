// The report: a row per phase, in Markdown for README, and the failures that fail CI: a page served without its
// content, a lead acknowledged and not stored (or stored without the resume the visitor sent), a lead stored twice,
// a phase after which the site did not come back.
import type { StoredLead } from './database.ts';
import { hasContent, isAcknowledged } from './outcomes.ts';
import type { Outcome } from './outcomes.ts';
import { recoveredAt } from './phases.ts';
import type { Phase } from './phases.ts';

/** Ours: how many examples of each kind of failure the report lists per phase. */
const EXAMPLES = 3;
const MS_PER_S = 1000;

export interface PhaseRow {
  phase: Phase;
  pages: { total: number; withContent: number; stale: number };
  leads: { sent: number; acknowledged: number; spooled: number };
  /** Acknowledged leads found in the database. */
  stored: number;
  /** Leads not acknowledged: the visitor was told it failed, or got no answer. */
  refused: Outcome[];
  /** Of those, the ones stored all the same. */
  storedUnacknowledged: number;
  /** Acknowledged and not found. */
  lost: string[];
  /** Acknowledged careers enquiries stored without their resume. */
  resumesLost: string[];
  /** E-mail addresses with more than one row. */
  duplicates: string[];
  /** Leads stored under another address than their visitor's: a rate-limit bucket not their own. */
  misattributed: string[];
  /** From the fault's end until normal service; undefined when it never was again in the phase. */
  recoveryMs: number | undefined;
  failures: string[];
}

const seconds = (ms: number) => `${(ms / MS_PER_S).toFixed(1)} s`;

/** Ours: how much of an answer's text an example quotes. */
const QUOTE_LENGTH = 90;

/** An answer's text on one line, its markup dropped (HAProxy's error pages are HTML). */
const quote = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, QUOTE_LENGTH);

/** The examples of outcomes that went wrong, grouped by what they were and why. */
function examples(outcomes: readonly Outcome[]): string {
  const groups = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = `${outcome.target}: ${quote(outcome.detail ?? outcome.result)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, EXAMPLES)
    .map(([key, count]) => `${count} × ${key}`)
    .join('; ');
}

export function phaseRows(
  phases: readonly Phase[],
  outcomes: readonly Outcome[],
  stored: ReadonlyMap<string, StoredLead>,
): PhaseRow[] {
  return phases.map((phase, index) => {
    // A request is the phase's in which it ended: one still in flight when the next fault began met that fault.
    const from = index === 0 ? -Infinity : phase.startedAt;
    const until = phases[index + 1]?.startedAt ?? Infinity;
    const mine = outcomes.filter((outcome) => outcome.endedAt >= from && outcome.endedAt < until);
    const pages = mine.filter((outcome) => outcome.kind === 'page');
    const leads = mine.filter((outcome) => outcome.kind === 'lead');
    const acknowledged = leads.filter((lead) => isAcknowledged(lead.result));
    const unacknowledged = leads.filter((lead) => !isAcknowledged(lead.result));
    const lost = acknowledged.filter((lead) => !stored.has(lead.email)).map((lead) => lead.email);
    const resumesLost = acknowledged
      .filter((lead) => lead.target === 'careers' && (stored.get(lead.email)?.withResume ?? 1) === 0)
      .map((lead) => lead.email);
    const duplicates = leads.filter((lead) => (stored.get(lead.email)?.copies ?? 0) > 1).map((lead) => lead.email);
    const misattributed = leads
      .filter((lead) => stored.get(lead.email)?.clientAddresses.some((address) => address !== lead.client))
      .map((lead) => `${lead.email} (${lead.client} stored as ${stored.get(lead.email)?.clientAddresses.join(', ')})`);
    const withoutContent = pages.filter((page) => !hasContent(page.result));
    const recovered = recoveredAt(mine, phase.faultEndedAt);
    const failures: string[] = [];
    if (withoutContent.length > 0) {
      failures.push(`${withoutContent.length} page(s) served without their content (${examples(withoutContent)})`);
    }
    if (lost.length > 0)
      failures.push(`${lost.length} acknowledged lead(s) not stored (${lost.slice(0, EXAMPLES).join(', ')})`);
    if (resumesLost.length > 0) {
      failures.push(
        `${resumesLost.length} careers enquiry(ies) acknowledged and stored without the resume sent (${resumesLost.slice(0, EXAMPLES).join(', ')})`,
      );
    }
    if (duplicates.length > 0) {
      failures.push(`${duplicates.length} lead(s) stored more than once (${duplicates.slice(0, EXAMPLES).join(', ')})`);
    }
    if (misattributed.length > 0) {
      failures.push(
        `${misattributed.length} lead(s) stored under another address than their visitor's (${misattributed.slice(0, EXAMPLES).join('; ')})`,
      );
    }
    if (recovered === undefined) failures.push('service was not normal again by the end of the phase');
    failures.push(...phase.problems);
    return {
      phase,
      pages: {
        total: pages.length,
        withContent: pages.length - withoutContent.length,
        stale: pages.filter((page) => page.result === 'stale-content').length,
      },
      leads: {
        sent: leads.length,
        acknowledged: acknowledged.length,
        spooled: leads.filter((lead) => lead.result === 'spooled').length,
      },
      stored: acknowledged.length - lost.length,
      refused: unacknowledged,
      storedUnacknowledged: unacknowledged.filter((lead) => stored.has(lead.email)).length,
      lost,
      resumesLost,
      duplicates,
      misattributed,
      recoveryMs: recovered === undefined ? undefined : Math.max(0, recovered - phase.faultEndedAt),
      failures,
    };
  });
}

/** What the visitors saw that fails no rule of the test, but is worth a reader's eye. */
export function notesOf(row: PhaseRow): string[] {
  const notes: string[] = [];
  if (row.refused.length > 0) {
    notes.push(`${row.refused.length} lead(s) refused, the visitor told to try again (${examples(row.refused)})`);
  }
  if (row.storedUnacknowledged > 0) {
    notes.push(`${row.storedUnacknowledged} of those stored all the same: a visitor who tries again sends it twice`);
  }
  return notes;
}

export function markdownTable(rows: readonly PhaseRow[]): string {
  const header = [
    'Fault (each ~10 s, under load)',
    'Pages with content',
    'Leads acknowledged',
    'Stored after recovery',
    'Duplicates',
    'Lost',
    'Resumes lost',
    'Time to recover',
    'Spooled: most waiting, all delivered',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
  for (const row of rows) {
    const { phase } = row;
    const cells = [
      phase.name,
      `${row.pages.withContent} of ${row.pages.total}${row.pages.stale > 0 ? ` (${row.pages.stale} stale)` : ''}`,
      `${row.leads.acknowledged} of ${row.leads.sent}${row.leads.spooled > 0 ? ` (${row.leads.spooled} spooled)` : ''}`,
      `${row.stored} of ${row.leads.acknowledged}${row.storedUnacknowledged > 0 ? ` (+${row.storedUnacknowledged} unacknowledged)` : ''}`,
      String(row.duplicates.length),
      String(row.lost.length),
      String(row.resumesLost.length),
      row.recoveryMs === undefined ? 'not recovered' : phase.baseline ? '–' : seconds(row.recoveryMs),
      phase.spool.most === 0
        ? 'none seen'
        : `${phase.spool.most}, ${phase.spool.emptiedAt === undefined ? 'not delivered' : `${seconds(Math.max(0, phase.spool.emptiedAt - phase.faultEndedAt))} after`}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
