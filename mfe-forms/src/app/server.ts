// The forms remote's server build (docs/decisions/008 and 010): its pages, and the widgets it exposes to
// other apps, which the shell's host renders into their pages so their forms post before and without JavaScript.
export { pages } from './routes.tsx';

/** The same modules as the federation exposes of these names (federation.config.ts). */
export const widgets = {
  './talk-to-expert': () => import('./talk-to-expert-widget.tsx'),
  './subscribe-box': () => import('./subscribe-box-widget.tsx'),
  './case-study-download': () => import('./case-study-download-widget.tsx'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;
