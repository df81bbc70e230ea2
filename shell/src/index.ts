// The async boundary lets the federation runtime negotiate shared singletons
// before any of them is imported.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('Startup failure', error);
});
