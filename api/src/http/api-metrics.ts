// The API's own metrics (issue 50, docs/decisions/046), beside every process's request metrics: the notification
// outbox's depth, oldest age and dead letters, this instance's upload spool, and the database pool's saturation.
// Each is read when Prometheus scrapes; one the database cannot answer keeps its last value.
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../features/notifications/outbox.ts';
import type { ResilienceGauges } from '../app.ts';

export function installApiMetrics(
  registry: Registry,
  { gauges, outbox, db, log }: { gauges: ResilienceGauges; outbox: Outbox; db: Db; log: FastifyBaseLogger },
) {
  const registers = [registry];
  /** One read of the outbox per scrape, shared by its gauges. */
  let backlog: Promise<{ pending: number; oldestAgeSeconds: number; dead: number }> | undefined;
  const readBacklog = () => {
    backlog ??= Promise.all([outbox.backlog(), outbox.deadLetterCount()])
      .then(([waiting, dead]) => ({ ...waiting, dead }))
      .finally(() => setImmediate(() => (backlog = undefined)));
    return backlog;
  };
  const fromOutbox = (pick: (read: Awaited<ReturnType<typeof readBacklog>>) => number) =>
    async function collect(this: Gauge) {
      try {
        this.set(pick(await readBacklog()));
      } catch (error) {
        log.warn({ err: error }, 'metrics: the outbox could not be read');
      }
    };
  new Gauge({
    name: 'outbox_depth',
    help: 'Notification e-mails waiting to be sent (every instance).',
    registers,
    collect: fromOutbox((read) => read.pending),
  });
  new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest notification e-mail waiting to be sent (0 when none).',
    registers,
    collect: fromOutbox((read) => read.oldestAgeSeconds),
  });
  new Gauge({
    name: 'outbox_dead_letters',
    help: 'Notification e-mails given up on after every attempt (every instance): each needs a person.',
    registers,
    collect: fromOutbox((read) => read.dead),
  });
  new Counter({
    name: 'outbox_dead_lettered_total',
    help: "Notification e-mails this instance's sender gave up on since it started.",
    registers,
    collect() {
      // The sender keeps the count; the counter shows it as it is now.
      this.reset();
      this.inc(gauges.notificationDeadLettered());
    },
  });
  new Gauge({
    name: 'upload_spool_depth',
    help: 'Uploads this instance keeps in its spool while the upload store is away.',
    registers,
    collect() {
      this.set(gauges.uploadSpoolDepth());
    },
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'The database pool: connections open, in use, waited for, and its size.',
    labelNames: ['state'],
    registers,
    collect() {
      const { size, inUse, waiting, max } = db.pool();
      pool.set({ state: 'open' }, size);
      pool.set({ state: 'in use' }, inUse);
      pool.set({ state: 'waiting' }, waiting);
      pool.set({ state: 'max' }, max);
    },
  });
}
