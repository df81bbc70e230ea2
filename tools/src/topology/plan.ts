// The topology test's hosts (issue 49): each process on its own address in a network namespace of its own, all on
// one bridge in a private range. The test's own process, on the bridge's address, is the operator: it starts and
// stops things, runs the proofs and reads the database. Visitors are the load generator's addresses.
import { remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';

/** TOPOLOGY_SUBNET: the first three octets of the /24 the test makes (nothing else may use it on this machine). */
export const DEFAULT_SUBNET = '10.77.0';
export const SUBNET_PREFIX_BITS = 24;

/** The HTTP port every site process and balancer listens on, each on its own address. */
export const HTTP_PORT = 8080;
/** The APIs' admin address's port (release API, issue 51), on each API host's own address. */
export const ADMIN_PORT = 8081;
/** Each balancer's HAProxy statistics (CSV), for waiting until it sees every server up. */
export const BALANCER_STATS_PORT = 8404;
export const BALANCER_STATS_PATH = '/stats';
export const POSTGRES_PORT = 5432;
export const REDIS_PORT = 6379;
export const OBJECT_STORE_PORT = 9000;
export const SMTP_PORT = 2525;
/** The remote hosts share one host; each remote on its own port. */
export const REMOTE_PORTS: Record<RemoteName, number> = { content: 8081, insights: 8082, careers: 8083, forms: 8084 };

/** How many visitors (source addresses) the load generator has, from `.100` on. */
export const CLIENT_COUNT = 32;
const FIRST_CLIENT_OCTET = 100;

/** A host of the topology: a namespace, its interface and its address(es). */
export interface HostPlan {
  /** Short role name: the namespace is `<run>-<role>`. */
  role: string;
  /** Last octets of its addresses (the first is its own; the load generator has many). */
  octets: number[];
}

export const HOSTS = {
  frontBalancer: { role: 'lb-front', octets: [10] },
  apiBalancer: { role: 'lb-api', octets: [11] },
  shellA: { role: 'shell-a', octets: [21] },
  shellB: { role: 'shell-b', octets: [22] },
  apiA: { role: 'api-a', octets: [31] },
  apiB: { role: 'api-b', octets: [32] },
  postgres: { role: 'postgres', octets: [41] },
  redis: { role: 'redis', octets: [42] },
  objectStore: { role: 'objects', octets: [43] },
  smtp: { role: 'smtp', octets: [44] },
  remotes: { role: 'remotes', octets: [50] },
  clients: {
    role: 'clients',
    octets: Array.from({ length: CLIENT_COUNT }, (_, index) => FIRST_CLIENT_OCTET + index),
  },
} as const satisfies Record<string, HostPlan>;

export type HostName = keyof typeof HOSTS;
/** The bridge's own address (the test's process, in the machine's own namespace). */
export const OPERATOR_OCTET = 1;

/** The addresses of the plan on a subnet. */
export function addressesOf(subnet: string) {
  const at = (octet: number) => `${subnet}.${octet}`;
  const first = (host: HostName) => at(HOSTS[host].octets[0] ?? 0);
  const origin = (host: HostName, port = HTTP_PORT) => `http://${first(host)}:${port}`;
  return {
    operator: at(OPERATOR_OCTET),
    of: first,
    origin,
    clients: HOSTS.clients.octets.map(at),
    remoteOrigin: (remote: RemoteName) => origin('remotes', REMOTE_PORTS[remote]),
    remoteOrigins: () => Object.fromEntries(remoteNames.map((name) => [name, origin('remotes', REMOTE_PORTS[name])])),
  };
}

export type Addresses = ReturnType<typeof addressesOf>;

/** TOPOLOGY_SUBNET, checked: three octets of a private IPv4 range. */
export function subnetFrom(env: NodeJS.ProcessEnv): string {
  const value = env.TOPOLOGY_SUBNET?.trim() || DEFAULT_SUBNET;
  const octets = value.split('.').map(Number);
  const valid =
    octets.length === 3 &&
    octets.every((octet) => Number.isInteger(octet) && octet >= 0 && octet <= 255) &&
    (octets[0] === 10 ||
      (octets[0] === 192 && octets[1] === 168) ||
      (octets[0] === 172 && (octets[1] ?? 0) >= 16 && (octets[1] ?? 0) < 32));
  if (!valid)
    throw new Error(`TOPOLOGY_SUBNET: three octets of a private range (like ${DEFAULT_SUBNET}), not "${value}"`);
  return value;
}
