// `npm run release -- <command>`: the release manager's view of the registry.
//   status [env] · pin <remote>@<version>… --env <env> --reason "…" · rollback <remote> --env <env> --reason "…"
//   unpin <remote> --env <env> --reason "…" (back to the host's current build)
//   history <remote> --env <env> · promote <from> <to> --reason "…" · artifacts      (add --json for raw output)
//   pin … --auto-rollback: rolled back on its own when its error rate passes the threshold
//   canary <remote>@<version>… --env <env> --percent <n> --reason "…" [--max-error-rate 0.05] [--min-loads 20]
//   canary promote --env <env> --reason "…" · canary abort --env <env> --reason "…"
import os from 'node:os';
import { parseArgs } from 'node:util';
import type {
  ArtifactMetadata,
  Canary,
  VersionHealth,
  EnvironmentServingStatus,
  EnvironmentStatus,
  HistoryEntry,
  ReleaseRefusal,
  RemoteServing,
} from '@site/shared/contracts';
import { originOf } from './lib/apps.ts';
import { parseRemote } from './lib/remote-arg.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', default: 'production' },
    reason: { type: 'string' },
    by: { type: 'string', default: os.userInfo().username },
    json: { type: 'boolean', default: false },
    percent: { type: 'string' },
    'max-error-rate': { type: 'string' },
    'min-loads': { type: 'string' },
    'auto-rollback': { type: 'boolean', default: false },
    api: { type: 'string', default: process.env.API_ORIGIN ?? originOf('api') },
  },
});
const [command, ...args] = positionals;

class ReleaseCommandError extends Error {}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${values.api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(method === 'POST' ? { authorization: `Bearer ${process.env.RELEASE_TOKEN ?? ''}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const data = (await response.json()) as T & Partial<ReleaseRefusal>;
  if (!response.ok) {
    const reasons = data.refusals?.map((refusal) => `  - ${refusal.reason}`).join('\n');
    throw new ReleaseCommandError(
      `Refused (HTTP ${response.status}): ${data.message ?? ''}${reasons ? `\n${reasons}` : ''}`,
    );
  }
  return data;
}

/** `<remote>@<version>` arguments, at least one. */
function remoteVersions(list: string[]) {
  if (list.length === 0) throw new ReleaseCommandError('Name at least one <remote>@<version>.');
  return list.map((arg) => {
    const [remote, version] = arg.split('@');
    if (!version) throw new ReleaseCommandError(`"${arg}" is not <remote>@<version>.`);
    return { remote: parseRemote(remote), version };
  });
}

type NumberOption = 'percent' | 'max-error-rate' | 'min-loads';
function numberOption(name: NumberOption, required: true): number;
function numberOption(name: NumberOption): number | undefined;
function numberOption(name: NumberOption, required = false): number | undefined {
  const raw = values[name];
  if (raw === undefined) {
    if (required) throw new ReleaseCommandError(`Say --${name} <number>.`);
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new ReleaseCommandError(`--${name} takes a number, not "${raw}".`);
  return value;
}

const optional = <K extends string>(key: K, value: number | undefined) =>
  value === undefined ? {} : ({ [key]: value } as Record<K, number>);

function requireReason(): string {
  if (!values.reason) throw new ReleaseCommandError('Say why with --reason "…"; it goes into the history.');
  return values.reason;
}

/** The canary in flight, in one line. */
function canaryLine(canary: Canary): string {
  const versions = canary.remotes.map((remote) => `${remote.remote}@${remote.version}`).join(' ');
  return (
    `  canary ${canary.id}: ${versions} to ${canary.percent}% of visitors, started ${canary.startedAt} by ` +
    `${canary.startedBy}: ${canary.reason}\n            aborts itself above an error rate of ${canary.maxErrorRate} ` +
    `after ${canary.minLoads} page loads`
  );
}

function printStatus(status: EnvironmentStatus) {
  console.log(`${status.environment}${status.allowOverrides ? ' (QA overrides allowed)' : ''}`);
  if (status.pins.length === 0) console.log('  no pins: every remote serves its host’s current build');
  for (const pin of status.pins) {
    console.log(
      `  ${pin.remote.padEnd(9)} ${pin.version.padEnd(14)} pinned ${pin.pinnedAt} by ${pin.pinnedBy}: ${pin.reason}` +
        (pin.autoRollback ? ' (rolls back on its own)' : ''),
    );
  }
  if (status.canary) console.log(canaryLine(status.canary));
}

const figures = (health: VersionHealth) =>
  `${health.errors} errors in ${health.loads} page loads (${(health.errorRate * 100).toFixed(1)}%)`;

/** One remote's line in `status`: what serves, its integrity, since when, by whom and why. */
export function servingLine(serving: RemoteServing): string {
  const what =
    serving.source === 'pin'
      ? `pinned ${serving.version ?? '?'}`
      : serving.reachable === false
        ? 'host build (its host did not answer)'
        : `host build ${serving.version ?? '?'}`;
  const change = serving.since
    ? `since ${serving.since} by ${serving.by ?? '?'}: ${serving.reason ?? ''}`
    : 'since the start';
  const canary = serving.canary
    ? `\n            canary ${serving.canary.version} to ${serving.canary.percent}%: ${figures(serving.canary.health)}`
    : '';
  return (
    `  ${serving.remote.padEnd(9)} ${what.padEnd(24)} ${serving.integrity ?? '(no integrity)'}\n            ${change}` +
    `\n            health: ${figures(serving.health)}${canary}`
  );
}

function printServing(status: EnvironmentServingStatus) {
  console.log(`${status.environment}${status.allowOverrides ? ' (QA overrides allowed)' : ''}`);
  for (const serving of status.remotes) console.log(servingLine(serving));
  if (status.canary) console.log(canaryLine(status.canary));
}

function printHistory(entries: HistoryEntry[]) {
  for (const entry of entries) {
    console.log(
      `${entry.at}  ${entry.action.padEnd(14)} ${entry.remote} ${entry.fromVersion ?? '(none)'} → ${entry.toVersion}  by ${entry.actor}: ${entry.reason}`,
    );
  }
  if (entries.length === 0) console.log('no changes yet');
}

async function main() {
  const output = (data: unknown, human: () => void) =>
    values.json ? console.log(JSON.stringify(data, null, 2)) : human();
  switch (command) {
    case 'status': {
      // Every environment unless one is named: what each of the four remotes serves there.
      const environments = args[0] ? [args[0]] : await call<string[]>('GET', '/api/release-environments');
      const statuses = await Promise.all(
        environments.map((name) => call<EnvironmentServingStatus>('GET', `/api/releases/${name}/status`)),
      );
      return output(args[0] ? statuses[0] : statuses, () => statuses.forEach(printServing));
    }
    case 'pin': {
      const status = await call<EnvironmentStatus>('POST', `/api/releases/${values.env}/pins`, {
        pins: remoteVersions(args),
        actor: values.by,
        reason: requireReason(),
        ...(values['auto-rollback'] ? { autoRollback: true } : {}),
      });
      return output(status, () => printStatus(status));
    }
    case 'canary': {
      const write = { actor: values.by, reason: requireReason() };
      if (args[0] === 'promote' || args[0] === 'abort') {
        const status = await call<EnvironmentStatus>('POST', `/api/releases/${values.env}/canary/${args[0]}`, write);
        return output(status, () => printStatus(status));
      }
      const status = await call<EnvironmentStatus>('POST', `/api/releases/${values.env}/canary`, {
        ...write,
        remotes: remoteVersions(args),
        percent: numberOption('percent', true),
        ...optional('maxErrorRate', numberOption('max-error-rate')),
        ...optional('minLoads', numberOption('min-loads')),
      });
      return output(status, () => printStatus(status));
    }
    case 'rollback': {
      const status = await call<EnvironmentStatus>('POST', `/api/releases/${values.env}/rollback`, {
        remote: parseRemote(args[0]),
        actor: values.by,
        reason: requireReason(),
      });
      return output(status, () => printStatus(status));
    }
    case 'unpin': {
      const status = await call<EnvironmentStatus>('POST', `/api/releases/${values.env}/unpin`, {
        remote: parseRemote(args[0]),
        actor: values.by,
        reason: requireReason(),
      });
      return output(status, () => printStatus(status));
    }
    case 'history': {
      const remote = args[0] ? `?remote=${parseRemote(args[0])}` : '';
      const entries = await call<HistoryEntry[]>('GET', `/api/releases/${values.env}/history${remote}`);
      return output(entries, () => printHistory(entries));
    }
    case 'promote': {
      const [from, to] = args;
      if (!from || !to) throw new ReleaseCommandError('Usage: promote <from> <to> --reason "…"');
      const status = await call<EnvironmentStatus>('POST', '/api/releases/promote', {
        from,
        to,
        actor: values.by,
        reason: requireReason(),
      });
      return output(status, () => printStatus(status));
    }
    case 'artifacts': {
      const artifacts = await call<ArtifactMetadata[]>('GET', '/api/release-artifacts');
      return output(artifacts, () => {
        for (const artifact of artifacts) {
          console.log(
            `${artifact.remote}@${artifact.version}  published ${artifact.publishedAt} by ${artifact.publishedBy}`,
          );
        }
      });
    }
    default:
      throw new ReleaseCommandError(
        'Commands: status [env] | pin <remote>@<version>… | rollback <remote> | unpin <remote> | history [remote] | promote <from> <to> | canary <remote>@<version>… --percent <n> | canary promote | canary abort | artifacts',
      );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseCommandError ? error.message : error);
  process.exit(1);
});
