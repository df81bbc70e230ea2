import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-router's package sends every import, in every condition, to its development build: its development
 * warnings and checks stay on in production (remix-run/react-router#14102), which costs the browser bytes and the
 * server's renderer time on every link it renders. Production builds resolve `react-router` to the production build
 * beside it, by path (docs/decisions/032).
 */
export const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The resolve alias that does it: `react-router` itself only, not its other entries (`react-router/dom`). */
export const reactRouterProductionAlias = { 'react-router$': REACT_ROUTER_PRODUCTION } as const;
