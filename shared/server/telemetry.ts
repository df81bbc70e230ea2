// Traces (issue 50, docs/decisions/046): OpenTelemetry's Node SDK with the standard instrumentations, configured by
// the standard OTEL_* variables only. A process calls `startTelemetry` first, before it imports anything the SDK
// instruments (its main module imports the rest afterwards). With no exporter configured, nothing of the SDK is
// even loaded.
import type { Env } from './settings.ts';
import { setting } from './settings.ts';
import { setServiceVersion } from './logging.ts';

export interface TelemetryIdentity {
  /** The service's name in traces (OTEL_SERVICE_NAME overrides it) and in every log line. */
  service: string;
  /** Its package's version. */
  version: string;
  /**
   * A process the public reaches (the shell's host, a remote's host): a visitor's `traceparent` names the trace,
   * but never decides whether it is sampled, and its trace state is dropped. The API, behind the hosts, follows
   * its callers' decisions.
   */
  edge: boolean;
}

/** Whether the environment asks for traces: an OTLP endpoint or a trace exporter set, and the SDK not disabled. */
export function tracingConfigured(env: Env): boolean {
  if (setting(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return false;
  const exporters = setting(env, 'OTEL_TRACES_EXPORTER');
  if (exporters !== undefined) return exporters.split(',').some((name) => !['', 'none'].includes(name.trim()));
  return (
    setting(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') !== undefined ||
    setting(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') !== undefined
  );
}

let stopTracing: (() => Promise<void>) | undefined;

/** Starts tracing when the environment asks for it; resolves once the instrumentations are in place. */
export async function startTelemetry(identity: TelemetryIdentity, env: Env = process.env): Promise<void> {
  setServiceVersion(identity.version);
  if (!tracingConfigured(env)) return;
  const { startTracing } = await import('./telemetry-sdk.ts');
  stopTracing = await startTracing(identity);
}

/** Sends the spans still buffered (a process that drained calls it before it exits); nothing when tracing is off. */
export async function stopTelemetry(): Promise<void> {
  await stopTracing?.();
  stopTracing = undefined;
}
