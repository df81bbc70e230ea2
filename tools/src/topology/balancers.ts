// The two balancers (Debian's HAProxy), each on its own host: the front one in front of the shell hosts (where
// visitors arrive) and the API's in front of the two APIs (the shell hosts' API_ORIGIN). Each checks its servers'
// /readyz, sends a request whose connection was refused to the other server, and sends one again that reached a
// server and got no answer only where that is safe: a GET, or a post that carries an idempotency key.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER } from '@site/shared/contracts';
import { READY_PATH } from '@site/shared/server/lifecycle';
import { BALANCER_STATS_PATH, BALANCER_STATS_PORT, HTTP_PORT } from './plan.ts';
import type { Addresses, HostName } from './plan.ts';
import type { Network } from './namespaces.ts';
import { sleep, waitFor } from './processes.ts';
import type { ProcessTable } from './processes.ts';

/**
 * Ours: a health check every second, two failures to leave the pool, two successes to rejoin it. A check may take
 * as long as deploy/haproxy.cfg gives it (its interval there, 2 s), so a server leaves the pool here when it would
 * there; only the interval is shorter, so that the test's phases are short.
 */
const CHECK_INTERVAL = '1s';
const CHECK_TIMEOUT = '2s';
const CHECK_FALL = 2;
const CHECK_RISE = 2;
/** Ours: a server gets this many more tries at a request (each on the other server: redispatch). */
const RETRIES = 3;
/** Ours: what a visitor's request may wait for a shell host, and a shell host's for an API. */
const FRONT_SERVER_TIMEOUT = '30s';
const API_SERVER_TIMEOUT = '10s';
const BALANCER_START_TIMEOUT_MS = 30_000;
const STATS_TIMEOUT_MS = 2_000;
/** Ours: how often a wait for a server with requests in progress looks. */
const BUSY_POLL_MS = 5;

type BalancerHost = 'frontBalancer' | 'apiBalancer';

interface Backend {
  name: string;
  servers: { name: string; address: string }[];
}

function config(listen: string, backend: Backend, serverTimeout: string, frontLines: string[]): string {
  return `global
    log stdout format raw local0 info
    maxconn 2000

defaults
    mode http
    log global
    option httplog
    timeout connect 2s
    timeout client 30s
    timeout server ${serverTimeout}
    timeout http-request 10s
    timeout check ${CHECK_TIMEOUT}
    option httpchk
    http-check send meth GET uri ${READY_PATH}
    http-check expect status 200
    default-server check inter ${CHECK_INTERVAL} fastinter ${CHECK_INTERVAL} downinter 1s fall ${CHECK_FALL} rise ${CHECK_RISE}

frontend stats
    bind ${listen}:${BALANCER_STATS_PORT}
    stats enable
    stats uri ${BALANCER_STATS_PATH}
    option dontlog-normal

frontend site
    bind ${listen}:${HTTP_PORT}
${frontLines.map((line) => `    ${line}`).join('\n')}
    default_backend ${backend.name}

backend ${backend.name}
    balance roundrobin
    retries ${RETRIES}
    option redispatch 1
    # Kept whole, so that a request can be sent again.
    option http-buffer-request
    # Refused connections are always sent to the other server. A request that got no answer, or a broken one, is
    # sent again only when that cannot store anything twice: a GET (or HEAD), a post with its idempotency key, or
    # (to the shell hosts) a form posted without JavaScript, whose leads the host keys by the posted bytes.
    retry-on conn-failure empty-response junk-response
    acl keyed req.hdr(${IDEMPOTENCY_KEY_HEADER}) -m found
    acl native_form req.hdr(content-type) -m beg application/x-www-form-urlencoded multipart/form-data
    http-request disable-l7-retry if !METH_GET !keyed${backend.name === 'shell-hosts' ? ' !native_form' : ''}
${backend.servers.map((server) => `    server ${server.name} ${server.address}:${HTTP_PORT}`).join('\n')}
`;
}

export function createBalancers(context: {
  network: Network;
  addresses: Addresses;
  processes: ProcessTable;
  root: string;
}) {
  const { network, addresses, processes, root } = context;
  const server = (name: string, host: HostName) => ({ name, address: addresses.of(host) });
  const balancers = [
    {
      host: 'frontBalancer' as const,
      name: 'front-balancer',
      backend: { name: 'shell-hosts', servers: [server('shell-a', 'shellA'), server('shell-b', 'shellB')] },
      serverTimeout: FRONT_SERVER_TIMEOUT,
      // The visitor's address is the connection's: whatever X-Forwarded-For they sent is dropped, then the
      // connection's address is sent. The shell hosts believe this balancer (TRUSTED_PROXIES), and nobody else.
      frontLines: ['http-request del-header x-forwarded-for', 'option forwardfor'],
    },
    {
      host: 'apiBalancer' as const,
      name: 'api-balancer',
      backend: { name: 'api-instances', servers: [server('api-a', 'apiA'), server('api-b', 'apiB')] },
      serverTimeout: API_SERVER_TIMEOUT,
      // The shell host's X-Forwarded-For (the visitor's address) and, appended, the shell host's own: the APIs
      // believe the shell hosts and this balancer, so the visitor's address is their rate-limit bucket.
      frontLines: ['option forwardfor'],
    },
  ];

  /** Each balancer's servers as it sees them (its statistics, CSV): status (`UP`, `DOWN`, …) and current sessions. */
  async function servers(host: BalancerHost): Promise<Record<string, { status: string; sessions: number }>> {
    const url = `http://${addresses.of(host)}:${BALANCER_STATS_PORT}${BALANCER_STATS_PATH};csv`;
    const text = await (await fetch(url, { signal: AbortSignal.timeout(STATS_TIMEOUT_MS) })).text();
    const [header = '', ...rows] = text.split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [name, status, sessions] = ['svname', 'status', 'scur'].map((column) => columns.indexOf(column));
    const states: Record<string, { status: string; sessions: number }> = {};
    for (const row of rows) {
      const cells = row.split(',');
      const server = cells[name ?? -1];
      if (server && server !== 'FRONTEND' && server !== 'BACKEND') {
        states[server] = { status: cells[status ?? -1] ?? '', sessions: Number(cells[sessions ?? -1] ?? 0) };
      }
    }
    return states;
  }

  /** Whether both balancers see every server of theirs up. */
  async function allUp(): Promise<boolean> {
    try {
      for (const balancer of balancers) {
        const states = await servers(balancer.host);
        if (balancer.backend.servers.some((server) => !states[server.name]?.status.startsWith('UP'))) return false;
      }
      return true;
    } catch {
      return false;
    }
  }

  return {
    allUp,
    /**
     * Waits until `server` of the balancer on `host` has a request in progress (for a kill that lands on requests
     * in flight); false when none came within `timeoutMs`.
     */
    async whenBusy(host: BalancerHost, server: string, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (((await servers(host).catch(() => ({}) as Record<string, never>))[server]?.sessions ?? 0) > 0) return true;
        await sleep(BUSY_POLL_MS);
      }
      return false;
    },
    async start() {
      for (const balancer of balancers) {
        const file = path.join(root, `${balancer.name}.cfg`);
        writeFileSync(
          file,
          config(addresses.of(balancer.host), balancer.backend, balancer.serverTimeout, balancer.frontLines),
        );
        processes.start(network.namespaceOf(balancer.host), balancer.name, 'haproxy', ['-db', '-f', file], {
          cwd: root,
          env: { PATH: process.env.PATH },
        });
      }
      await waitFor('both balancers see every server up', allUp, BALANCER_START_TIMEOUT_MS);
    },
  };
}
