import { StrictMode } from 'react';
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

export function App({ store, registry }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteRegistryContext.Provider value={registry}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </RemoteRegistryContext.Provider>
      </Provider>
    </StrictMode>
  );
}
