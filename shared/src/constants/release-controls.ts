// Release controls (issue 51, docs/decisions/045): who may change what is live, and health signals an outsider
// cannot forge cheaply. Ours: the specs say nothing of releases. The API, the shell's host, the shell and the
// release CLI read these; their tests import them.

// The admin address's default port is `defaultPorts.admin` (config/apps.ts).

// ——— Release tokens: one per person ———

/** Random bytes in a release token; the token is `RELEASE_TOKEN_PREFIX` and their base64url. */
export const RELEASE_TOKEN_BYTES = 32;
/** What every release token starts with, so that a secret scanner can tell one when it leaks. */
export const RELEASE_TOKEN_PREFIX = 'arcrel_';
/** The longest owner name a token may have (a person's name). */
export const RELEASE_TOKEN_OWNER_MAX_LENGTH = 100;
/**
 * Who made a token made through the database directly (`npm run release -- token create --bootstrap`): the
 * operator, with access to the database, not a token holder.
 */
export const BOOTSTRAP_CREATOR = 'bootstrap';
/**
 * Failed authentications (no token, a wrong or revoked one) one client may make on the admin address per
 * RELEASE_AUTH_FAILURE_WINDOW_MS; past it every request from that client is refused (429) until the window ends,
 * with a valid token too.
 */
export const RELEASE_AUTH_FAILURES_PER_WINDOW = 10;
export const RELEASE_AUTH_FAILURE_WINDOW_MS = 15 * 60_000;

// ——— Health reports that cannot be forged cheaply ———

/**
 * How long the report token a page carries is good for: a page left open reports what fails later too. A used
 * token's id is kept this long, so that it is used once.
 */
export const HEALTH_REPORT_TOKEN_TTL_MS = 30 * 60_000;
/**
 * Distinct pages (distinct report tokens) that must have reported a version's failure before its figures may
 * abort a canary or roll a pin back: fewer count as none.
 */
export const MIN_REPORTING_PAGES = 5;
/** How often the shell's host tells the API how many pages it rendered with each release id. */
export const PAGE_LOADS_REPORT_INTERVAL_MS = 1_000;
/** How old a host's signed count of rendered pages may be when the API reads it; older ones are refused. */
export const PAGE_LOADS_MAX_AGE_MS = 60_000;
/** Counts one client (a shell host) may send per minute: one a second per environment, with room for a few hosts. */
export const PAGE_LOADS_REPORTS_PER_MINUTE = 600;
/** The most pages one count may claim for one release id. */
export const PAGE_LOADS_MAX_PER_REPORT = 1_000_000;
