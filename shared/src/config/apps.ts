/** The five federated applications and how they are addressed. */
export const remoteNames = ['content', 'insights', 'careers', 'forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** `shell` owns the not-found page; every other page belongs to a remote. */
export type AppName = RemoteName | 'shell';

/** The workspace folder of each remote, which is also its npm workspace name. */
export const remotePackages: Record<RemoteName, string> = {
  content: 'mfe-content',
  insights: 'mfe-insights',
  careers: 'mfe-careers',
  forms: 'mfe-forms',
};

/** The module every remote exposes: its pages, keyed by route id. */
export const ROUTES_EXPOSE = './routes';

/** Default local ports; `npm start` and the API read overrides from the environment. */
export const defaultPorts = {
  shell: 3000,
  content: 3001,
  insights: 3002,
  careers: 3003,
  forms: 3004,
  api: 4000,
  /** The API's admin address (docs/decisions/045): release managers only, never the public site. */
  admin: 4001,
} as const satisfies Record<AppName | 'api' | 'admin', number>;

export const LOCAL_HOST = '127.0.0.1';
