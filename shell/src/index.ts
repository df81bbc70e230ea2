// The async boundary lets the federation runtime negotiate shared singletons
// before any of them is imported. Its chunk is named so the host can preload it.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx').catch((error: unknown) => {
  console.error('Startup failure', error);
});
