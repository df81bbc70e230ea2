// The host's durable spool of leads (docs/decisions/043): a lead the API could not take is written here, synced to
// disk, before the visitor is thanked, and delivered from here when the API is back. One file per lead, named by its
// idempotency key; a lead the API refuses on delivery is kept aside (`dead/`), never dropped.
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** A lead as the host received it, waiting for the API. */
export interface SpooledLead {
  /** Its idempotency key: the API stores it once, however often it is delivered. */
  key: string;
  /** When the host accepted it (epoch ms): the API checks its form token as of then. */
  receivedAt: number;
  /** The API path it goes to (`/api/forms/consultation`). */
  path: string;
  contentType: string;
  /** The visitor's address, as the host read it: the API records it. */
  clientAddress: string;
  /** The body as the visitor's form (or browser) sent it, base64. */
  body: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
}

const LEAD_FILE = /^[0-9a-f-]{36}\.json$/;
const DEAD_DIR = 'dead';

/** Writes `text` to `file` so that it is on the disk when this returns: a synced draft, renamed, the folder synced. */
function writeDurably(file: string, text: string) {
  const draft = `${file}.tmp`;
  const handle = openSync(draft, 'w', 0o600);
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(draft, file);
  const folder = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

export function createLeadSpool(dir: string) {
  mkdirSync(path.join(dir, DEAD_DIR), { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => path.join(dir, `${key}.json`);

  function all(): SpooledLead[] {
    const leads: SpooledLead[] = [];
    for (const name of readdirSync(dir)) {
      if (!LEAD_FILE.test(name)) continue;
      try {
        leads.push(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SpooledLead);
      } catch {
        // Removed by a delivery meanwhile.
      }
    }
    // First in, first out: an upload goes before the lead that names it.
    return leads.sort((a, b) => a.receivedAt - b.receivedAt || a.key.localeCompare(b.key));
  }

  return {
    dir,
    /** Writes a lead durably; returns once it is on the disk. */
    put(lead: SpooledLead) {
      writeDurably(fileOf(lead.key), JSON.stringify(lead));
    },
    update(lead: SpooledLead) {
      writeDurably(fileOf(lead.key), JSON.stringify(lead));
    },
    remove(key: string) {
      rmSync(fileOf(key), { force: true });
    },
    /** Keeps a lead the API refused for a person to look at; it is delivered no more. */
    setAside(lead: SpooledLead) {
      writeDurably(path.join(dir, DEAD_DIR, `${lead.key}.json`), JSON.stringify(lead));
      rmSync(fileOf(lead.key), { force: true });
    },
    all,
    /** How many leads wait (their files only, none read). */
    count: () => readdirSync(dir).filter((name) => LEAD_FILE.test(name)).length,
    /**
     * The leads due for delivery at `now`, oldest first, up to the first that is not due yet: a lead is never
     * delivered before one received earlier (a careers enquiry names the resume spooled just before it).
     */
    due(now: number): SpooledLead[] {
      const leads = all();
      const waiting = leads.findIndex((lead) => lead.nextAttemptAt > now);
      return waiting === -1 ? leads : leads.slice(0, waiting);
    },
    /** How many leads wait, and the oldest's age in ms (0 when none). */
    depth(now: number): { count: number; oldestAgeMs: number } {
      const leads = all();
      return { count: leads.length, oldestAgeMs: leads[0] ? now - leads[0].receivedAt : 0 };
    },
    setAsideCount: () => readdirSync(path.join(dir, DEAD_DIR)).filter((name) => LEAD_FILE.test(name)).length,
  };
}

export type LeadSpool = ReturnType<typeof createLeadSpool>;
