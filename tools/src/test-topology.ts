// `npm run test:topology` (issue 49, after issue 22's scale test): the site as separate hosts under component
// failures. Each process on its own address in a network namespace of its own (tools/src/topology/): PostgreSQL,
// Redis, the object store, a mail server, two APIs behind HAProxy, two shell hosts behind HAProxy, the four remote
// hosts, and visitors from 32 addresses of their own. After the scale test's proofs, a steady load of page views and
// leads runs while, in turn, a shell host and an API are killed, PostgreSQL, Redis and the object store stopped and
// SMTP made to hang, each for a few seconds and then ended. It prints a table per fault (README, "Reliability") and
// exits non-zero on any page served without its content, any acknowledged lead not stored (or stored without its
// resume), any lead stored twice, a fault the site did not recover from, or a failed proof.
// Needs root (network namespaces), Debian's haproxy, postgresql and redis-server, and `npm run build`.
import { FAULTS } from './topology/faults.ts';
import { outboxByStatus, storedLeads } from './topology/database.ts';
import { startLoad } from './topology/load.ts';
import { LEAD_KINDS, leadLabels } from './topology/leads.ts';
import { pageChecks } from './topology/pages.ts';
import { FAULT_MS, SPOOL_DRAIN_TIMEOUT_MS, runPhases, spoolDepth } from './topology/phases.ts';
import { runProofs } from './topology/proofs.ts';
import { markdownTable, notesOf, phaseRows } from './topology/report.ts';
import { POLL_INTERVAL_MS, sleep } from './topology/processes.ts';
import { bringUp, checkPrerequisites } from './topology/topology.ts';
import type { Topology } from './topology/topology.ts';

/** The load: modest, so that two shared cores keep up and a slow answer means a fault, not the machine. */
const PAGES_PER_SECOND = 6;
const LEADS_PER_SECOND = 3;
/** Ours: how long a visitor waits for an answer before giving up. */
const VISITOR_PATIENCE_MS = 20_000;
const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** The shell's exit status for a process ended by a signal: 128 + its number. */
const SIGNAL_EXIT_BASE = 128;
const SIGNAL_NUMBERS: Record<(typeof EXIT_SIGNALS)[number], number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

const log = (line: string) => console.log(line);
const startedAt = Date.now();
let topology: Topology | undefined;

// Whatever ends the test, nothing it made is left: on a signal, the processes, namespaces and links go at once.
for (const signal of EXIT_SIGNALS) {
  process.once(signal, () => {
    console.error(`\n${signal}: removing the topology…`);
    topology?.tearDownNow();
    process.exit(SIGNAL_EXIT_BASE + SIGNAL_NUMBERS[signal]);
  });
}
process.once('exit', () => topology?.tearDownNow());

async function main(): Promise<string[]> {
  checkPrerequisites();
  topology = await bringUp(log);
  const failures: string[] = [];

  log('Proofs:');
  for (const proof of await runProofs(topology, log))
    if (!proof.ok) failures.push(`proof "${proof.name}": ${proof.detail}`);

  const emailPrefix = `topology-${process.pid}-${startedAt}`;
  const baseEnv = { PATH: process.env.PATH, NODE_ENV: 'production' };
  log(
    `Load: ${PAGES_PER_SECOND} page views and ${LEADS_PER_SECOND} leads a second from ${topology.addresses.clients.length} ` +
      `addresses through the front balancer; faults of ${FAULT_MS / 1000} s each:`,
  );
  const load = startLoad(
    { network: topology.network, processes: topology.processes, baseEnv },
    {
      origin: topology.addresses.origin('frontBalancer'),
      clients: topology.addresses.clients,
      formTokenSecret: topology.secrets.FORM_TOKEN_SECRET,
      emailPrefix,
      pagesPerSecond: PAGES_PER_SECOND,
      leadsPerSecond: LEADS_PER_SECOND,
      patienceMs: VISITOR_PATIENCE_MS,
    },
  );
  const phases = await runPhases(topology, load, FAULTS, log);
  if (!(await load.stop())) failures.push('the load generator ended before it was told to (see load.log)');

  // Every lead a shell host spooled is delivered before the database is read.
  const spools = (['shellA', 'shellB'] as const).map((host) => topology?.site.spoolDir(host) ?? '');
  const drainDeadline = Date.now() + SPOOL_DRAIN_TIMEOUT_MS;
  while (spools.some((dir) => spoolDepth(dir).waiting > 0) && Date.now() < drainDeadline) await sleep(POLL_INTERVAL_MS);
  const depths = spools.map(spoolDepth);
  const waiting = depths.reduce((sum, depth) => sum + depth.waiting, 0);
  const setAside = depths.reduce((sum, depth) => sum + depth.setAside, 0);
  if (waiting > 0)
    failures.push(
      `${waiting} lead(s) still in the shell hosts' spools ${SPOOL_DRAIN_TIMEOUT_MS / 1000} s after the load`,
    );

  const stored = await storedLeads(topology.postgres.url, emailPrefix);
  const rows = phaseRows(phases, load.outcomes, stored);
  const outbox = await outboxByStatus(topology.postgres.url);

  log('\nWhat proves a page was served with its content (a 200 whose HTML holds it; the boot page has none):');
  for (const page of pageChecks()) log(`  ${page.path}: ${page.proof}`);
  log(`Leads, in turn: ${LEAD_KINDS.map((kind) => leadLabels[kind]).join('; ')}.`);
  log(`\n${markdownTable(rows)}\n`);
  const stores = [...stored.values()].reduce((sum, lead) => sum + lead.copies, 0);
  if (rows.every((row) => row.misattributed.length === 0)) {
    log(`Each of the ${stores} rows stored names its visitor's own address (X-Forwarded-For believed rightly).`);
  }
  for (const row of rows) {
    const notes = notesOf(row);
    for (const failure of row.failures) failures.push(`${row.phase.name} [${row.phase.component}]: ${failure}`);
    for (const note of notes) log(`Note, ${row.phase.name}: ${note}`);
  }
  log(
    `Spools: ${waiting} lead(s) waiting, ${setAside} set aside (refused by the API on delivery). ` +
      `Notification outbox: ${
        Object.entries(outbox)
          .map(([status, count]) => `${count} ${status}`)
          .join(', ') || 'empty'
      }.`,
  );
  return failures;
}

let exitCode = 0;
try {
  const failures = await main();
  if (failures.length > 0) {
    exitCode = 1;
    console.error(`\nThe topology test failed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  } else log('\nEvery fault held: no page without its content, no lead lost or stored twice.');
} catch (error) {
  exitCode = 1;
  console.error('\nThe topology test could not run:', error instanceof Error ? error.message : error);
  const logs = (error as { logs?: string }).logs;
  if (logs) console.error(`Logs: ${logs} (kept)`);
}
const problems = (await topology?.tearDown(exitCode !== 0)) ?? [];
for (const problem of problems) console.error(`  cleanup: ${problem}`);
if (exitCode !== 0 && topology) console.error(`Logs: ${topology.root} (kept)`);
log(`Run time: ${Math.round((Date.now() - startedAt) / 1000)} s`);
process.exit(exitCode);
