import { StrictMode, useMemo } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter } from '@site/shared/router';
import { FormPageStateContext, StoreSlotContext, WidgetLoaderContext } from '@site/shared';
import type { FormPageState, StoreSlot } from '@site/shared';
import { RemoteRegistryContext } from '../features/remotes/remote-registry-context.ts';
import type { RemoteRegistry } from '../features/remotes/remote-registry.ts';
import { SiteRoutes } from './routes.tsx';

interface AppProps {
  /** Where the page's store is made by the first part that queries (docs/decisions/009). */
  slot: StoreSlot;
  registry: RemoteRegistry;
  /** The page's form token, refused post or draft (docs/decisions/010); the same on the server and at hydration. */
  formState?: FormPageState | undefined;
}

/** What every page renders inside, in the browser and on the server; only the router differs. */
export function AppProviders({ slot, registry, formState, children }: AppProps & { children: ReactNode }) {
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
      <StoreSlotContext value={slot}>
        <RemoteRegistryContext.Provider value={registry}>
          <WidgetLoaderContext value={widgets}>
            <FormPageStateContext.Provider value={formState}>{children}</FormPageStateContext.Provider>
          </WidgetLoaderContext>
        </RemoteRegistryContext.Provider>
      </StoreSlotContext>
    </StrictMode>
  );
}

export function App({ slot, registry, formState }: AppProps) {
  return (
    <AppProviders slot={slot} registry={registry} formState={formState}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
