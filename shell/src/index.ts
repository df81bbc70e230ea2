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

// Real-user vitals (docs/decisions/046): their chunk is asked for once the page has loaded and the browser is idle,
// so nothing of it comes before the largest paint.
function measureVitalsWhenIdle() {
  const load = () =>
    void import(/* webpackChunkName: "vitals" */ './features/vitals/report-vitals.ts')
      .then(({ reportVitals }) => reportVitals())
      .catch(() => undefined);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load) : setTimeout(load));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
measureVitalsWhenIdle();
