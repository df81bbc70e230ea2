export default async function teardown(): Promise<void> {
  await globalThis.testPostgres?.stop();
}
