import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from '@site/shared/router';
import type { DataRouter } from '@site/shared/router';
import type { AppStore } from '@site/shared';
import { RemoteRegistryContext } from '../features/remotes/remote-registry-context.ts';
import type { RemoteRegistry } from '../features/remotes/remote-registry.ts';

interface AppProps {
  store: AppStore;
  router: DataRouter;
  registry: RemoteRegistry;
}

export function App({ store, router, registry }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteRegistryContext.Provider value={registry}>
          <RouterProvider router={router} />
        </RemoteRegistryContext.Provider>
      </Provider>
    </StrictMode>
  );
}
