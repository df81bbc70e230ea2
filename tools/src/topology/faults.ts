// The faults, in turn, each while the load runs: what makes it, and what ends it. A fault's end is the moment its
// ending begins (a restart, a start): what the site takes to be whole again after that is its time to recover.
import type { Load } from './load.ts';
import type { Topology } from './topology.ts';

/** Ours: leads sent at once just before a kill, so that it lands on leads in flight (the steady rate is modest). */
export const LEADS_IN_FLIGHT_AT_KILL = 16;
/** Ours: how long a kill waits for its victim to have a request in progress; it kills it anyway after that. */
const BUSY_TIMEOUT_MS = 2_000;

export interface Fault {
  /** The table's row. */
  name: string;
  /** The component that fails, as the report names it. */
  component: string;
  inject(topology: Topology, load: Load): Promise<void>;
  recover(topology: Topology): Promise<void>;
}

export const FAULTS: readonly Fault[] = [
  {
    name: 'shell host A killed (SIGKILL) with leads in flight, restarted',
    component: 'shell-host (A)',
    inject: async ({ processes, site, balancers }, load) => {
      load.burst(LEADS_IN_FLIGHT_AT_KILL);
      await balancers.whenBusy('frontBalancer', 'shell-a', BUSY_TIMEOUT_MS);
      const proc = site.proc('shellA');
      if (proc) await processes.stop(proc, 'SIGKILL');
    },
    recover: ({ site }) => site.start('shellA'),
  },
  {
    name: 'API A killed (SIGKILL) with leads in flight, restarted',
    component: 'api (A)',
    inject: async ({ processes, site, balancers }, load) => {
      load.burst(LEADS_IN_FLIGHT_AT_KILL);
      await balancers.whenBusy('apiBalancer', 'api-a', BUSY_TIMEOUT_MS);
      const proc = site.proc('apiA');
      if (proc) await processes.stop(proc, 'SIGKILL');
    },
    recover: ({ site }) => site.start('apiA'),
  },
  {
    name: 'PostgreSQL stopped, started again',
    component: 'PostgreSQL',
    inject: ({ postgres }) => postgres.stop(),
    recover: ({ postgres }) => postgres.start(),
  },
  {
    name: 'Redis stopped, started again',
    component: 'Redis',
    inject: ({ redis }) => redis.stop(),
    recover: ({ redis }) => redis.start(),
  },
  {
    name: 'object store stopped, started again',
    component: 'object store',
    inject: ({ objectStore }) => objectStore.stop(),
    recover: ({ objectStore }) => objectStore.start(),
  },
  {
    name: 'SMTP hangs (accepts, never answers), then answers',
    component: 'SMTP',
    inject: ({ smtp }) => smtp.hang(),
    recover: ({ smtp }) => smtp.answerAgain(),
  },
];
