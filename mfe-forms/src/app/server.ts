// The forms remote's server build (docs/decisions/008, 010, 041): its pages, the widgets it exposes to other apps
// (which the shell's host renders into their pages so their forms post before and without JavaScript), and the
// handlers of its forms' posts, which the host runs for this version as it renders this version's pages.
import type { RemoteServerHandlers } from '@site/shared/contracts';
import { formPostHandlers } from './server/form-post-handlers.ts';

export { pages } from './routes.tsx';

/** The same modules as the federation exposes of these names (federation.config.ts). */
export const widgets = {
  './talk-to-expert': () => import('./talk-to-expert-widget.tsx'),
  './subscribe-box': () => import('./subscribe-box-widget.tsx'),
  './case-study-download': () => import('./case-study-download-widget.tsx'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;

export const handlers: RemoteServerHandlers = { forms: formPostHandlers };
