// The run: a phase without a fault, then each fault in turn, the load running throughout. A phase ends when the
// topology is whole again (every process ready, both balancers seeing every server up), the visitors' requests have
// been normal for a while, and both shell hosts' lead spools are empty, or when waiting for that runs out of time:
// then the report says what did not come back.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { READY_PATH } from '@site/shared/server/lifecycle';
import type { Fault } from './faults.ts';
import type { Load } from './load.ts';
import { isNormal } from './outcomes.ts';
import type { Outcome } from './outcomes.ts';
import { sleep, statusOf } from './processes.ts';
import { POLL_INTERVAL_MS } from './processes.ts';
import type { Topology } from './topology.ts';

/** Ours: how long the load runs before the first fault (every page rendered by both hosts, so they keep answers). */
export const BASELINE_MS = 8_000;
/** Ours: how long each fault lasts. */
export const FAULT_MS = 10_000;
/** Ours: normal service for this long, with pages and leads in it, counts as recovered. */
export const HEALTHY_RUN_MS = 3_000;
/** Ours: how long a phase waits after its fault's end for the site to be whole and normal again. */
export const RECOVERY_TIMEOUT_MS = 45_000;
/** Ours: how long a phase waits for the shell hosts' lead spools to empty once the site is normal. */
export const SPOOL_DRAIN_TIMEOUT_MS = 45_000;

/** A lead waiting in a shell host's spool (shell-host/src/lead-spool.ts): one file per lead, by its key. */
const SPOOLED_LEAD_FILE = /^[0-9a-f-]{36}\.json$/;
const SET_ASIDE_DIR = 'dead';

export interface Phase {
  name: string;
  /** The phase without a fault, before the first. */
  baseline: boolean;
  component: string;
  startedAt: number;
  /** When the fault's ending began (the baseline: its start). */
  faultEndedAt: number;
  endedAt: number;
  /** What the phase's waits found, if they ran out of time. */
  problems: string[];
  /** The shell hosts' spools in the phase: the most leads seen waiting, and when they were seen empty after that. */
  spool: { most: number; emptiedAt: number | undefined };
}

interface SpoolSample {
  at: number;
  waiting: number;
}

/** Leads waiting in a spool folder, and leads set aside there (the API refused them on delivery). */
export function spoolDepth(dir: string): { waiting: number; setAside: number } {
  const count = (folder: string) =>
    existsSync(folder) ? readdirSync(folder).filter((name) => SPOOLED_LEAD_FILE.test(name)).length : 0;
  return { waiting: count(dir), setAside: count(path.join(dir, SET_ASIDE_DIR)) };
}

/**
 * When service was normal again from `from` on: the start of the first normal request after the last request that
 * was not normal (`from` itself when none was not), or undefined when the last one was not normal.
 */
export function recoveredAt(outcomes: readonly Outcome[], from: number, until = Infinity): number | undefined {
  const window = outcomes
    .filter((outcome) => outcome.startedAt >= from && outcome.startedAt < until)
    .sort((a, b) => a.startedAt - b.startedAt);
  let lastAbnormal = -1;
  window.forEach((outcome, index) => {
    if (!isNormal(outcome)) lastAbnormal = index;
  });
  if (lastAbnormal < 0) return from;
  return window[lastAbnormal + 1]?.startedAt;
}

/** Whether the load's recent requests show normal service for HEALTHY_RUN_MS, pages and leads both. */
function healthyRun(outcomes: readonly Outcome[], from: number): boolean {
  const since = recoveredAt(outcomes, from);
  if (since === undefined) return false;
  const run = outcomes.filter((outcome) => outcome.startedAt >= since);
  const last = Math.max(...run.map((outcome) => outcome.startedAt));
  return (
    last - since >= HEALTHY_RUN_MS &&
    run.some((outcome) => outcome.kind === 'page') &&
    run.some((outcome) => outcome.kind === 'lead')
  );
}

async function whole(topology: Topology): Promise<boolean> {
  const { addresses } = topology;
  const ready = await Promise.all(
    (['apiA', 'apiB', 'shellA', 'shellB'] as const).map(
      async (host) => (await statusOf(`${addresses.origin(host)}${READY_PATH}`)) === 200,
    ),
  );
  return ready.every(Boolean) && (await topology.balancers.allUp());
}

const spoolsWaiting = (topology: Topology) =>
  (['shellA', 'shellB'] as const).reduce((sum, host) => sum + spoolDepth(topology.site.spoolDir(host)).waiting, 0);
const spoolsEmpty = (topology: Topology) => spoolsWaiting(topology) === 0;

/** The spools' depth through the phase: the most seen waiting, and the first time seen empty after the last lead. */
function spoolOf(samples: readonly SpoolSample[], from: number, until: number): Phase['spool'] {
  const mine = samples.filter((sample) => sample.at >= from && sample.at <= until);
  const most = Math.max(0, ...mine.map((sample) => sample.waiting));
  const lastWaiting = mine.findLastIndex((sample) => sample.waiting > 0);
  return {
    most,
    emptiedAt: lastWaiting < 0 ? undefined : mine.slice(lastWaiting).find((sample) => sample.waiting === 0)?.at,
  };
}

/** Waits for `condition` up to `timeoutMs`; false when it did not hold in time. */
async function within(timeoutMs: number, condition: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(POLL_INTERVAL_MS);
  }
  return condition();
}

/** The phase after `faultEndedAt`: waits for the site to be whole, normal and its spools empty. */
async function settle(topology: Topology, load: Load, phase: Phase, samples: SpoolSample[]) {
  if (!(await within(RECOVERY_TIMEOUT_MS, () => whole(topology)))) {
    phase.problems.push(`not every process ready and in its balancer within ${RECOVERY_TIMEOUT_MS / 1000} s`);
  }
  if (!(await within(RECOVERY_TIMEOUT_MS, () => healthyRun(load.outcomes, phase.faultEndedAt)))) {
    phase.problems.push(`service not normal for ${HEALTHY_RUN_MS / 1000} s within ${RECOVERY_TIMEOUT_MS / 1000} s`);
  }
  if (await within(SPOOL_DRAIN_TIMEOUT_MS, () => spoolsEmpty(topology))) samples.push({ at: Date.now(), waiting: 0 });
  else phase.problems.push(`the lead spools not empty within ${SPOOL_DRAIN_TIMEOUT_MS / 1000} s`);
}

export async function runPhases(
  topology: Topology,
  load: Load,
  faults: readonly Fault[],
  log: (line: string) => void,
): Promise<Phase[]> {
  const phases: Phase[] = [];
  // The spools are watched throughout: a lead spooled and delivered between two looks is not seen.
  const samples: SpoolSample[] = [];
  const watcher = setInterval(
    () => samples.push({ at: Date.now(), waiting: spoolsWaiting(topology) }),
    POLL_INTERVAL_MS,
  );
  const baseline: Phase = {
    name: 'none (baseline)',
    baseline: true,
    component: '-',
    startedAt: Date.now(),
    faultEndedAt: Date.now(),
    endedAt: 0,
    problems: [],
    spool: { most: 0, emptiedAt: undefined },
  };
  log(`  none: ${BASELINE_MS / 1000} s of load`);
  await sleep(BASELINE_MS);
  await settle(topology, load, baseline, samples);
  baseline.endedAt = Date.now();
  baseline.spool = spoolOf(samples, baseline.startedAt, baseline.endedAt);
  phases.push(baseline);
  for (const fault of faults) {
    const phase: Phase = {
      name: fault.name,
      baseline: false,
      component: fault.component,
      startedAt: Date.now(),
      faultEndedAt: 0,
      endedAt: 0,
      problems: [],
      spool: { most: 0, emptiedAt: undefined },
    };
    log(`  ${fault.name}: ${FAULT_MS / 1000} s`);
    try {
      await fault.inject(topology, load);
      await sleep(FAULT_MS);
      phase.faultEndedAt = Date.now();
      await fault.recover(topology);
    } catch (error) {
      phase.faultEndedAt ||= Date.now();
      phase.problems.push(`the fault or its ending failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await settle(topology, load, phase, samples);
    phase.endedAt = Date.now();
    phase.spool = spoolOf(samples, phase.startedAt, phase.endedAt);
    phases.push(phase);
    for (const problem of phase.problems) log(`    ! ${problem}`);
  }
  clearInterval(watcher);
  return phases;
}
