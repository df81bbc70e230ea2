import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@site/shared/router';
import type { AppStore } from '@site/shared';
import { RemoteRegistryContext } from '../features/remotes/remote-registry-context.ts';
import type { RemoteRegistry } from '../features/remotes/remote-registry.ts';
import { SiteRoutes } from './routes.tsx';

interface AppProps {
  store: AppStore;
  registry: RemoteRegistry;
}

/** What every page renders inside, in the browser and on the server; only the router differs. */
export function AppProviders({ store, registry, children }: AppProps & { children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
      </Provider>
    </StrictMode>
  );
}

export function App({ store, registry }: AppProps) {
  return (
    <AppProviders store={store} registry={registry}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
