// The careers remote's server build (docs/decisions/008, 010, 041): its pages, and the handlers of the application
// wizard's posts and saves, which the shell's host runs for this version as it renders this version's pages.
import { applicationHandlers } from '../features/application-wizard/server/application-handlers.ts';

export { pages } from './routes.tsx';

export const handlers = applicationHandlers;
