// The async boundary lets the federation runtime negotiate shared singletons
// before any of them is imported. Its chunk is named so the host can preload it.
//
// Start-up runs in steps, each in a task of its own (React, then the shared
// library with the store and the router, then the app, which hydrates in a
// transition), so that no single task keeps the main thread busy for long.
import { nextTask } from './app/next-task.ts';

async function start(): Promise<void> {
  // The federation runtime set itself up as this script ran; React's chunk is asked for in a task of its own.
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@site/shared');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
}

start().catch((error: unknown) => {
  console.error('Startup failure', error);
});
