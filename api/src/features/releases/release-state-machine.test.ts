import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { EnvironmentStatus, HistoryEntry, RemoteName } from '@site/shared/contracts';
import { createTestApp, withDatabase } from '../../test/test-app.ts';
import { ArtifactError } from '@site/shared/server/artifact-store';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { cohortActions } from '@site/shared/schemas';
import { HOST_BUILD } from './release-registry.ts';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';

// The registry as a state machine (issue 21): random sequences of publish, pin, multi-pin, promote, canary (start,
// promote, abort), rollback and unpin through the API, with its invariants checked after every step.

let TOKEN: string;
const ENVIRONMENTS = ['staging', 'production'] as const;
/** Few remotes and versions, so that random pins often name a published version and rollbacks walk far. */
const REMOTES = ['insights', 'forms'] as const satisfies readonly RemoteName[];
const VERSIONS = ['1.0.0', '1.1.0', '2.0.0-rc.1'] as const;
/** Ours: runs and steps per run, enough to reach deep rollback chains (a run is about a second, alone). */
const RUNS = 12;
const MIN_STEPS = 15;
/** Every step is a few requests through the whole API: generous, for a machine busy with the other suites. */
const PROPERTY_TIMEOUT_MS = 300_000;
const MAX_STEPS = 30;

type Environment = (typeof ENVIRONMENTS)[number];
/** A pin of `remote`: most often one of its published versions (the `pick`-th), sometimes any version at all. */
interface PinPick {
  remote: RemoteName;
  pick: number;
  anyVersion: boolean;
}
type Step =
  | { kind: 'publish'; remote: RemoteName; version: string }
  | { kind: 'pin'; env: Environment; pins: PinPick[]; resolved?: { remote: RemoteName; version: string }[] }
  | { kind: 'rollback'; env: Environment; remote: RemoteName }
  | { kind: 'unpin'; env: Environment; remote: RemoteName }
  | { kind: 'promote'; from: Environment; to: Environment }
  | { kind: 'canary'; env: Environment; pins: PinPick[]; resolved?: { remote: RemoteName; version: string }[] }
  | { kind: 'canary-end'; env: Environment; end: 'promote' | 'abort' };

const remote = fc.constantFrom(...REMOTES);
const version = fc.constantFrom(...VERSIONS);
const env = fc.constantFrom(...ENVIRONMENTS);
// One remote or several at once (a multi-pin); unpublished versions included, which must be refused.
const picks = fc.uniqueArray(fc.record({ remote, pick: fc.nat(), anyVersion: fc.nat(4).map((n) => n === 0) }), {
  minLength: 1,
  maxLength: 2,
  selector: (pin) => pin.remote,
});
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('publish' as const), remote, version }), weight: 2 },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pin' as const), env, pins: picks }) },
  fc.record({ kind: fc.constant('canary' as const), env, pins: picks }),
  fc.record({
    kind: fc.constant('canary-end' as const),
    env,
    end: fc.constantFrom('promote' as const, 'abort' as const),
  }),
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), env, remote }), weight: 4 },
  fc.record({ kind: fc.constant('unpin' as const), env, remote }),
  fc.record({ kind: fc.constant('promote' as const), from: env, to: env }),
);

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let storeDir: string;

beforeAll(async () => {
  storeDir = temporaryFolder('artifacts-');
  testApp = await createTestApp({
    ARTIFACT_STORE_DIR: storeDir,
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
  });
  TOKEN = await testApp.releaseToken('property');
});
afterAll(async () => {
  await testApp.close();
});

/** Every run starts from a fresh registry: no pins, no history, nothing published. */
async function reset() {
  await withDatabase(testApp.stored, (db) =>
    db.transaction(async (sql) => {
      for (const table of ['release_history', 'release_pins', 'release_canaries'])
        await sql.run(`DELETE FROM ${table}`);
    }),
  );
  rmSync(storeDir, { recursive: true, force: true });
}

/** Every call is the admin address's (docs/decisions/045). */
async function send(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await testApp.admin.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return { statusCode: response.statusCode, body: response.json<unknown>() };
}

async function live(environment: Environment): Promise<Map<string, string>> {
  const { body } = await send('GET', `/api/releases/${environment}/status`);
  return new Map((body as EnvironmentStatus).pins.map((pin) => [pin.remote, pin.version]));
}

async function canaryOf(environment: Environment): Promise<Map<string, string> | null> {
  const { canary } = (await send('GET', `/api/releases/${environment}/status`)).body as EnvironmentStatus;
  return canary ? new Map(canary.remotes.map((entry) => [entry.remote, entry.version])) : null;
}

async function history(environment: Environment): Promise<HistoryEntry[]> {
  return (await send('GET', `/api/releases/${environment}/history`)).body as HistoryEntry[];
}

const write = { reason: 'random step' };

async function resolve(picks: PinPick[]): Promise<{ remote: RemoteName; version: string }[]> {
  const published = await artifactStoreIn(storeDir).list();
  return picks.map(({ remote: name, pick, anyVersion }) => {
    const versions = published.filter((artifact) => artifact.remote === name).map((artifact) => artifact.version);
    const from = anyVersion || versions.length === 0 ? VERSIONS : versions;
    return { remote: name, version: from[pick % from.length] ?? '1.0.0' };
  });
}

async function run(current: Step): Promise<number> {
  switch (current.kind) {
    case 'publish':
      try {
        await artifactStoreIn(storeDir).publish(
          current.remote,
          current.version,
          fakeRemoteBuild({ exposes: routesOnly(current.remote) }),
          'property',
        );
      } catch (error) {
        // Versions are immutable (the artifact store's own tests cover it); nothing else may go wrong.
        if (!(error instanceof ArtifactError && /already published/.test(error.message))) throw error;
      }
      return 201;
    case 'pin':
      return (
        await send('POST', `/api/releases/${current.env}/pins`, {
          ...write,
          pins: current.resolved ?? (await resolve(current.pins)),
        })
      ).statusCode;
    case 'rollback':
      return (await send('POST', `/api/releases/${current.env}/rollback`, { ...write, remote: current.remote }))
        .statusCode;
    case 'unpin':
      return (await send('POST', `/api/releases/${current.env}/unpin`, { ...write, remote: current.remote }))
        .statusCode;
    case 'promote':
      return (await send('POST', '/api/releases/promote', { ...write, from: current.from, to: current.to })).statusCode;
    case 'canary':
      return (
        await send('POST', `/api/releases/${current.env}/canary`, {
          ...write,
          remotes: current.resolved ?? (await resolve(current.pins)),
          percent: 10,
        })
      ).statusCode;
    case 'canary-end':
      return (await send('POST', `/api/releases/${current.env}/canary/${current.end}`, write)).statusCode;
  }
}

/** What the history says is live: each entry moves its remote to `toVersion`, the host build meaning no pin. */
function replay(entries: HistoryEntry[]): Map<string, string> {
  const state = new Map<string, string>();
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    // A canary's start and abort change a cohort, not what is live.
    if (cohortActions.includes(entry.action)) continue;
    if (entry.toVersion === HOST_BUILD) state.delete(entry.remote);
    else state.set(entry.remote, entry.toVersion);
  }
  return state;
}

const sorted = (state: Map<string, string>) => [...state.entries()].sort();

describe('the release registry under random sequences of release operations', () => {
  it(
    'keeps its invariants after every step',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: MIN_STEPS, maxLength: MAX_STEPS }), async (steps) => {
          await reset();
          // The model: for each environment and remote, the states it has served, in force now, oldest first.
          const stacks = new Map<string, string[]>();
          const liveStack = (name: Environment, changed: RemoteName) => {
            const key = `${name}/${changed}`;
            if (!stacks.has(key)) stacks.set(key, [HOST_BUILD]);
            return stacks.get(key) ?? [];
          };
          let before = new Map(ENVIRONMENTS.map((name) => [name, new Map<string, string>()]));
          for (const current of steps) {
            // Resolved before the step, against what is published now.
            const pinned = current.kind === 'pin' || current.kind === 'canary' ? await resolve(current.pins) : [];
            const canariesBefore = new Map(
              await Promise.all(ENVIRONMENTS.map(async (name) => [name, await canaryOf(name)] as const)),
            );
            const status = await run(
              current.kind === 'pin' || current.kind === 'canary' ? { ...current, resolved: pinned } : current,
            );
            expect([200, 201, 404, 409]).toContain(status);
            const after = new Map(
              await Promise.all(ENVIRONMENTS.map(async (name) => [name, await live(name)] as const)),
            );
            const published = await artifactStoreIn(storeDir).list();

            for (const name of ENVIRONMENTS) {
              const was = before.get(name) ?? new Map<string, string>();
              const now = after.get(name) ?? new Map<string, string>();
              // History replays to the current state.
              expect(sorted(replay(await history(name)))).toEqual(sorted(now));
              // Pins only ever name published versions.
              for (const [remoteName, pinnedVersion] of now) {
                expect(published.some((it) => it.remote === remoteName && it.version === pinnedVersion)).toBe(true);
              }
              // A refused write changes nothing anywhere.
              if (status === 409) expect(sorted(now)).toEqual(sorted(was));
              // A canary names only published versions; starting or aborting one never changes what is live,
              // and promoting one makes its versions live.
              const canary = await canaryOf(name);
              for (const [remoteName, canaryVersion] of canary ?? []) {
                expect(published.some((it) => it.remote === remoteName && it.version === canaryVersion)).toBe(true);
              }
              const targeted = (current.kind === 'canary' || current.kind === 'canary-end') && current.env === name;
              if (targeted && (current.kind === 'canary' || current.end === 'abort')) {
                expect(sorted(now)).toEqual(sorted(was));
              }
              const promoted = canariesBefore.get(name);
              if (
                targeted &&
                current.kind === 'canary-end' &&
                current.end === 'promote' &&
                status === 200 &&
                promoted
              ) {
                for (const [remoteName, canaryVersion] of promoted) expect(now.get(remoteName)).toBe(canaryVersion);
                expect(canary).toBeNull();
              }

              for (const changed of REMOTES) {
                const stack = liveStack(name, changed);
                const served = now.get(changed) ?? HOST_BUILD;
                const rolledBack = current.kind === 'rollback' && current.env === name && current.remote === changed;
                // A canary in flight holds its remotes: their rollbacks are refused until it ends.
                const held = canariesBefore.get(name)?.has(changed) ?? false;
                if (rolledBack && held) {
                  expect(status).toBe(409);
                } else if (rolledBack) {
                  // A rollback changes what the remote serves, or refuses; it goes back to the state before the
                  // last change still in force, the host's build included, however many rollbacks came before,
                  // and refuses only when there is none.
                  expect(status === 200 ? served !== (was.get(changed) ?? HOST_BUILD) : status === 409).toBe(true);
                  if (status === 409) expect(stack).toEqual([HOST_BUILD]);
                  if (status === 200) {
                    stack.pop();
                    expect(served).toBe(stack[stack.length - 1]);
                  }
                } else if (served !== (was.get(changed) ?? HOST_BUILD)) {
                  stack.push(served);
                }
              }
            }
            // A pin that changes nothing is refused as a no-op, never recorded.
            if (current.kind === 'pin') {
              const previous = before.get(current.env) ?? new Map<string, string>();
              if (pinned.every((pin) => previous.get(pin.remote) === pin.version)) expect(status).toBe(409);
            }
            before = after;
          }
        }),
        // A failing sequence is reported as found: shrinking re-runs whole sequences through the API, for minutes.
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
