// The test's network (issue 49): a Linux bridge in this machine's own namespace, holding the operator's address,
// and for each host a network namespace joined to it by a veth pair. Every namespace and link is named after the
// test's process id, so a run cleans up exactly what it made, and a later run can tell what an earlier one, killed
// before it could clean up, left behind.
import { execFileSync } from 'node:child_process';
import { HOSTS, OPERATOR_OCTET, SUBNET_PREFIX_BITS } from './plan.ts';
import type { HostName } from './plan.ts';

/** Ours: every name starts with this and the test's process id (an interface name has at most 15 characters). */
const NAME_PREFIX = 'tp';
const OWNED_NAMESPACE = new RegExp(`^${NAME_PREFIX}(\\d+)-`);
const OWNED_LINK = new RegExp(`^${NAME_PREFIX}(\\d+)(br|h\\d+)$`);
/** The interface inside each namespace. */
const INSIDE_INTERFACE = 'eth0';

function ip(args: string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function quietly(action: () => unknown, problems: string[], what: string) {
  try {
    action();
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    // A veth goes with its namespace, a moment after the namespace: gone is what was wanted.
    if (!detail.includes('Cannot find device')) problems.push(`${what}: ${detail}`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The processes in a namespace (started by the test: nothing else runs in its namespaces). */
function pidsIn(namespace: string): number[] {
  try {
    return ip(['netns', 'pids', namespace])
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => Number.isInteger(pid) && pid > 0);
  } catch {
    return [];
  }
}

function killAllIn(namespace: string) {
  for (const pid of pidsIn(namespace)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

function namespaces(): string[] {
  return ip(['netns', 'list'])
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function links(): string[] {
  return ip(['-o', 'link', 'show'])
    .split('\n')
    .map((line) => /^\d+:\s+([^:@\s]+)/.exec(line)?.[1] ?? '')
    .filter(Boolean);
}

/**
 * Removes what an earlier run of this test left when it was killed before it could clean up: namespaces and links
 * named for a process id that is no longer alive. Returns what it removed.
 */
export function removeLeftovers(): string[] {
  const removed: string[] = [];
  const problems: string[] = [];
  for (const name of namespaces()) {
    const owner = Number(OWNED_NAMESPACE.exec(name)?.[1]);
    if (!owner || owner === process.pid || isAlive(owner)) continue;
    killAllIn(name);
    quietly(() => ip(['netns', 'del', name]), problems, `ip netns del ${name}`);
    removed.push(`namespace ${name}`);
  }
  for (const name of links()) {
    const owner = Number(OWNED_LINK.exec(name)?.[1]);
    if (!owner || owner === process.pid || isAlive(owner)) continue;
    quietly(() => ip(['link', 'del', name]), problems, `ip link del ${name}`);
    removed.push(`link ${name}`);
  }
  return removed;
}

export interface Network {
  subnet: string;
  /** The namespace of each host. */
  namespaceOf(host: HostName): string;
  /** Removes every namespace (ending what still runs in it) and link this run made; synchronous, for exit handlers. */
  destroy(): string[];
}

/**
 * Makes the bridge and one namespace per host of the plan. Fails with a clear message where network namespaces
 * cannot be made (not root, no iproute2, a container without the capability): the test never falls back to
 * running everything on one address.
 */
export function createNetwork(subnet: string): Network {
  const run = `${NAME_PREFIX}${process.pid}`;
  const bridge = `${run}br`;
  const made: { namespaces: string[]; links: string[] } = { namespaces: [], links: [] };
  const namespaceOf = (host: HostName) => `${run}-${HOSTS[host].role}`;
  const destroy = () => {
    const problems: string[] = [];
    for (const namespace of made.namespaces.reverse()) {
      killAllIn(namespace);
      quietly(() => ip(['netns', 'del', namespace]), problems, `ip netns del ${namespace}`);
    }
    // A veth goes with its namespace; whatever is left (and the bridge) goes here.
    const present = new Set(links());
    for (const link of made.links.reverse()) {
      if (present.has(link)) quietly(() => ip(['link', 'del', link]), problems, `ip link del ${link}`);
    }
    made.namespaces = [];
    made.links = [];
    return problems;
  };

  try {
    ip(['netns', 'list']);
  } catch (error) {
    throw new Error(
      `Network namespaces are not available (\`ip netns list\` failed: ${(error as Error).message.trim()}). ` +
        'The topology test needs root and iproute2 (`ip`); it does not fall back to one address.',
      { cause: error },
    );
  }
  const inUse = ip(['-o', '-4', 'addr', 'show'])
    .split('\n')
    .filter((line) => line.includes(` ${subnet}.`));
  if (inUse.length > 0) {
    throw new Error(
      `${subnet}.0/${SUBNET_PREFIX_BITS} is in use on this machine (${inUse.join('; ')}): ` +
        'set TOPOLOGY_SUBNET to three octets of a free private range.',
    );
  }
  try {
    ip(['link', 'add', bridge, 'type', 'bridge']);
    made.links.push(bridge);
    ip(['addr', 'add', `${subnet}.${OPERATOR_OCTET}/${SUBNET_PREFIX_BITS}`, 'dev', bridge]);
    ip(['link', 'set', bridge, 'up']);
    let index = 0;
    for (const host of Object.keys(HOSTS) as HostName[]) {
      const namespace = namespaceOf(host);
      ip(['netns', 'add', namespace]);
      made.namespaces.push(namespace);
      ip(['-n', namespace, 'link', 'set', 'lo', 'up']);
      const outside = `${run}h${index}`;
      const inside = `${run}n${index}`;
      index += 1;
      ip(['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
      made.links.push(outside);
      ip(['link', 'set', inside, 'netns', namespace]);
      ip(['-n', namespace, 'link', 'set', inside, 'name', INSIDE_INTERFACE]);
      for (const octet of HOSTS[host].octets) {
        ip(['-n', namespace, 'addr', 'add', `${subnet}.${octet}/${SUBNET_PREFIX_BITS}`, 'dev', INSIDE_INTERFACE]);
      }
      ip(['-n', namespace, 'link', 'set', INSIDE_INTERFACE, 'up']);
      ip(['link', 'set', outside, 'master', bridge, 'up']);
    }
  } catch (error) {
    destroy();
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(
      `Could not make the test's network namespaces (${detail}). The topology test needs root (CAP_NET_ADMIN and ` +
        'CAP_SYS_ADMIN) and iproute2; it does not fall back to one address.',
      { cause: error },
    );
  }
  return { subnet, namespaceOf, destroy };
}
