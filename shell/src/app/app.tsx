import { StrictMode, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@site/shared/router';
import { FormPageStateContext, WidgetLoaderContext } from '@site/shared';
import type { AppStore, FormPageState } from '@site/shared';
import { RemoteRegistryContext } from '../features/remotes/remote-registry-context.ts';
import type { RemoteRegistry } from '../features/remotes/remote-registry.ts';
import { SiteRoutes } from './routes.tsx';

interface AppProps {
  store: AppStore;
  registry: RemoteRegistry;
  /** The page's form token, refused post or draft (docs/decisions/010); the same on the server and at hydration. */
  formState?: FormPageState | undefined;
}

/** What every page renders inside, in the browser and on the server; only the router differs. */
export function AppProviders({ store, registry, formState, children }: AppProps & { children: ReactNode }) {
  // Widgets come from the registry: the browser's federation runtime, or the server's pinned bundles.
  const widgets = useMemo(
    () => ({
      load: registry.loadExpose.bind(registry),
      where: typeof document === 'undefined' ? ('server' as const) : ('browser' as const),
    }),
    [registry],
  );
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteRegistryContext.Provider value={registry}>
          <WidgetLoaderContext value={widgets}>
            <FormPageStateContext.Provider value={formState}>{children}</FormPageStateContext.Provider>
          </WidgetLoaderContext>
        </RemoteRegistryContext.Provider>
      </Provider>
    </StrictMode>
  );
}

export function App({ store, registry, formState }: AppProps) {
  return (
    <AppProviders store={store} registry={registry} formState={formState}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
