// The visitors (`ip netns exec <clients> node --import tsx load-worker.ts '<settings, JSON>'`): page views
// and leads at a steady rate through the front balancer, each request from the next of the host's source addresses,
// so every visitor is a connection from an address of their own: the balancer's X-Forwarded-For names it, and
// it is their rate-limit bucket. One JSON line per request on standard output; "stop" on standard input ends it.
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { LEAD_KINDS, leadRequest } from './leads.ts';
import type { LeadKind } from './leads.ts';
import { LOAD_BURST, LOAD_DONE, LOAD_STOP } from './outcomes.ts';
import type { LeadResult, LoadSettings, Outcome, PageResult } from './outcomes.ts';
import { pageChecks } from './pages.ts';

/** The header a shell host marks a page rendered from its kept answers with (shell-host/src/api-read-cache.ts). */
const STALE_PAGE_HEADER = 'x-site-stale-seconds';
const OK = 200;
const SEE_OTHER = 303;

const settings = JSON.parse(process.argv[2] ?? '{}') as LoadSettings;
const url = new URL(settings.origin);
const pages = pageChecks();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own from `client`, as a visitor's browser would make it. */
function send(
  client: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        localAddress: client,
        agent: false,
        headers: { ...headers, connection: 'close', ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: settings.patienceMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${settings.patienceMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let nextClient = 0;
const clientOf = () => settings.clients[nextClient++ % settings.clients.length] ?? '';
const report = (outcome: Outcome) => process.stdout.write(`${JSON.stringify(outcome)}\n`);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

let pageIndex = 0;
async function viewPage() {
  const page = pages[pageIndex++ % pages.length];
  if (!page) return;
  const client = clientOf();
  const startedAt = Date.now();
  let result: PageResult;
  let status = 0;
  let detail: string | undefined;
  try {
    const answer = await send(client, 'GET', page.path, { accept: 'text/html' });
    status = answer.status;
    const withContent = answer.status === OK && page.markers.some((marker) => answer.body.includes(marker));
    result = withContent
      ? answer.headers[STALE_PAGE_HEADER] === undefined
        ? 'content'
        : 'stale-content'
      : 'no-content';
    if (!withContent) detail = `${answer.status}, ${answer.body.length} bytes without "${page.markers[0] ?? ''}"`;
  } catch (error) {
    result = 'no-answer';
    detail = reason(error);
  }
  report({
    kind: 'page',
    target: page.id,
    client,
    startedAt,
    endedAt: Date.now(),
    status,
    result,
    ...(detail ? { detail } : {}),
  });
}

let leadIndex = 0;
async function sendLead() {
  const index = leadIndex++;
  const kind: LeadKind = LEAD_KINDS[index % LEAD_KINDS.length] ?? 'partnership';
  const email = `${settings.emailPrefix}-${index}@example.com`;
  const client = clientOf();
  const startedAt = Date.now();
  let result: LeadResult;
  let status = 0;
  let detail: string | undefined;
  try {
    const lead = await leadRequest(kind, email, settings.formTokenSecret, settings.origin);
    const answer = await send(client, 'POST', lead.path, lead.headers, lead.body);
    status = answer.status;
    if (lead.thankYou !== undefined) {
      result = answer.status === SEE_OTHER && answer.headers.location === lead.thankYou ? 'thanked' : 'refused';
    } else {
      result = answer.status === 201 ? 'stored' : answer.status >= 200 && answer.status < 300 ? 'spooled' : 'refused';
    }
    if (result === 'refused')
      detail = `${answer.status} ${String(answer.headers.location ?? answer.body.slice(0, 120))}`;
  } catch (error) {
    result = 'no-answer';
    detail = reason(error);
  }
  report({
    kind: 'lead',
    target: kind,
    email,
    client,
    startedAt,
    endedAt: Date.now(),
    status,
    result,
    ...(detail ? { detail } : {}),
  });
}

const inFlight = new Set<Promise<void>>();
const track = (work: Promise<void>) => {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
};
const timers = [
  setInterval(() => track(viewPage()), 1000 / settings.pagesPerSecond),
  setInterval(() => track(sendLead()), 1000 / settings.leadsPerSecond),
];

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, count] = line.trim().split(' ');
  if (command === LOAD_BURST) {
    for (let index = 0; index < Number(count); index += 1) track(sendLead());
    return;
  }
  if (command !== LOAD_STOP) return;
  for (const timer of timers) clearInterval(timer);
  void Promise.all([...inFlight]).then(() => {
    process.stdout.write(`${LOAD_DONE}\n`);
    process.exit(0);
  });
});
