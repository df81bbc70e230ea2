import type { RemoteName } from '../config/apps.ts';
import { ROUTES_EXPOSE } from '../config/apps.ts';

/** The modules the shell loads from each remote; a version without one of them cannot be pinned. */
export const requiredExposes: Record<RemoteName, readonly string[]> = {
  content: [ROUTES_EXPOSE],
  insights: [ROUTES_EXPOSE],
  careers: [ROUTES_EXPOSE],
  forms: [ROUTES_EXPOSE, './talk-to-expert'],
};

/** Query parameter and storage key of the QA override: `insights@0.2.0`, comma-separated. */
export const REMOTE_OVERRIDE_PARAM = 'remote-override';
