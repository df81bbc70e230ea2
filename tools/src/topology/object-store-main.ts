// The topology's object store, run in its own namespace (`ip netns exec … node --import tsx object-store-main.ts`):
// the S3-compatible test server (s3rver behind its create-only proxy) with its endpoint on the host's address, its
// objects in a folder that outlives it, so that stopping and starting it again is an outage, not a loss.
import { startS3Server } from '@site/shared/server/testing/s3-server';

const directory = process.env.OBJECT_STORE_DIR;
const host = process.env.OBJECT_STORE_HOST;
const port = Number(process.env.OBJECT_STORE_PORT);
if (!directory || !host || !Number.isInteger(port)) {
  console.error('OBJECT_STORE_DIR, OBJECT_STORE_HOST and OBJECT_STORE_PORT are required');
  process.exit(2);
}
const server = await startS3Server({ directory, host, port });
console.log(`object store at ${server.endpoint}, bucket ${server.bucket}, objects in ${directory}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
