// The topology's object store, run in its own namespace (`ip netns exec … node --import tsx object-store-main.ts
// '{"directory":…,"host":…,"port":…}'`):
// the S3-compatible test server (s3rver behind its create-only proxy) with its endpoint on the host's address, its
// objects in a folder that outlives it, so that stopping and starting it again is an outage, not a loss.
import { startS3Server } from '@site/shared/server/testing/s3-server';

export interface ObjectStoreArguments {
  /** Where the objects are kept (they outlive the process). */
  directory: string;
  host: string;
  port: number;
}

const { directory, host, port } = JSON.parse(process.argv[2] ?? '{}') as Partial<ObjectStoreArguments>;
if (!directory || !host || !Number.isInteger(port)) {
  console.error('Usage: object-store-main.ts \'{"directory":"…","host":"…","port":9000}\'');
  process.exit(2);
}
const server = await startS3Server({ directory, host, port });
console.log(`object store at ${server.endpoint}, bucket ${server.bucket}, objects in ${directory}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
