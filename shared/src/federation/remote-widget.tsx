import {
  Suspense,
  createContext,
  createElement,
  startTransition,
  use,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '../config/apps.ts';
import { WIDGET_RUNNING_ATTRIBUTE } from '../config/server-render.ts';
import { CarriedFormContext } from '../ui/carried-form.ts';
import { useNearViewport } from '../ui/use-near-viewport.ts';

/** Loads a module a remote exposes; its default export is the widget. */
export type ExposeLoader = (remote: RemoteName, expose: string) => Promise<unknown>;

/**
 * How widgets are loaded where the page is rendered: in the browser, the
 * shell's remote registry; on the server, the pinned remote's server bundle
 * (docs/decisions/010). The shell provides it around the whole app.
 */
export interface WidgetLoader {
  load: ExposeLoader;
  /** Where the page is being rendered: the server renders widgets into its HTML. */
  where: 'server' | 'browser';
}

export const WidgetLoaderContext = createContext<WidgetLoader | undefined>(undefined);

/**
 * The widgets remotes expose to each other (forms-spec.md: the experts
 * form, the subscribe box, the case-study download), by contract:
 * `forms/./talk-to-expert` (no props), `forms/./subscribe-box` (no props),
 * `forms/./case-study-download` ({ slug, pdfUrl, label }).
 */
export interface WidgetProps {
  remote: RemoteName;
  /** The expose, e.g. './subscribe-box'; its default export is the widget. */
  expose: string;
  /** Passed to the widget. */
  props?: Record<string, unknown>;
  /** Shown while loading in the browser, and if the widget cannot be had. */
  fallback?: ReactNode;
}

type Widget = ComponentType<Record<string, unknown>>;

function widgetOf(module: unknown): Widget {
  const component = (module as { default?: Widget } | undefined)?.default;
  if (!component) throw new Error('The expose has no default export');
  return component;
}

/** The island's element id: the same on the server and in the hydrating browser (useId). */
const islandId = (id: string) => `widget${id}`;

/**
 * Mounts a widget another remote exposes.
 *
 * On the server it renders the widget itself (from the remote's server
 * bundle), so its form is in the HTML and posts natively before and without
 * JavaScript (docs/decisions/010). The browser leaves that HTML as it is (an
 * island React does not hydrate) until the widget comes near the viewport
 * once the page is on screen; then it fetches the widget and puts it in the
 * island's place, with whatever was typed into the island's form carried
 * over. A page rendered in the browser (one reached by an in-site link) has
 * no island, nothing that works without the widget's code: it shows the
 * fallback and fetches the widget once the page is on screen and the browser
 * idle, wherever the widget is (issue 52: a guide reached from /guides had no
 * subscribe box until its empty place scrolled into view). A widget that does
 * not load leaves the island or the fallback; the page around it is never
 * affected.
 */
export function RemoteWidget(props: WidgetProps) {
  const id = islandId(useId());
  const loader = useContext(WidgetLoaderContext);
  return loader?.where === 'server' ? (
    <ServerWidget id={id} load={loader.load} {...props} />
  ) : (
    <BrowserWidget id={id} load={loader?.load} {...props} />
  );
}

type WidgetPropsIn<Load> = WidgetProps & { id: string; load: Load };

function ServerWidget({ id, load, remote, expose, props = {}, fallback = null }: WidgetPropsIn<ExposeLoader>) {
  return (
    <div id={id}>
      {/* A widget that fails on the server is left to the browser (React marks the boundary). */}
      <Suspense fallback={fallback}>
        <ServerWidgetBody load={load} remote={remote} expose={expose} props={props} />
      </Suspense>
    </div>
  );
}

function ServerWidgetBody({
  load,
  remote,
  expose,
  props,
}: Required<Pick<WidgetProps, 'remote' | 'expose' | 'props'>> & { load: ExposeLoader }) {
  // The server's loader answers the same promise for the same widget, so each render pass reads it at once.
  const module = use(load(remote, expose) as Promise<unknown>);
  return createElement(widgetOf(module), props);
}

/** The island's form, kept when the island is replaced: its controls still hold what was typed. */
function islandForm(island: HTMLElement | null): HTMLFormElement | null {
  return island?.querySelector('form') ?? null;
}

function BrowserWidget({
  id,
  load,
  remote,
  expose,
  props = {},
  fallback = null,
}: WidgetPropsIn<ExposeLoader | undefined>) {
  // The server's HTML for this widget, while hydrating a server-rendered page; none on a page rendered here.
  const [islandHtml] = useState(() => document.getElementById(id)?.innerHTML);
  const { ref, near } = useNearViewport<HTMLDivElement>({ watchViewport: islandHtml !== undefined });
  const [loaded, setLoaded] = useState<{ Widget: Widget; carried: HTMLFormElement | null; focusId?: string }>();

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    if (!load) {
      console.error(`No widget loader; ${remote}/${expose} not mounted`);
      return undefined;
    }
    load(remote, expose).then(
      (module) => {
        if (!current) return;
        const Widget = widgetOf(module);
        const island = document.getElementById(id);
        const focused = document.activeElement;
        const focusId = focused instanceof HTMLElement && island?.contains(focused) ? focused.id : undefined;
        startTransition(() => setLoaded({ Widget, carried: islandForm(island), ...(focusId ? { focusId } : {}) }));
      },
      (error: unknown) => console.error(`Widget ${remote}/${expose} did not load`, error),
    );
    return () => {
      current = false;
    };
  }, [near, load, remote, expose, id]);

  // The control that had focus in the island has it in the widget (the ids are the form's own).
  useEffect(() => {
    if (loaded?.focusId) document.getElementById(loaded.focusId)?.focus();
  }, [loaded]);

  if (!loaded) {
    return islandHtml === undefined ? (
      <div key="fallback" ref={ref} id={id}>
        {fallback}
      </div>
    ) : (
      // Not hydrated: React keeps the server's HTML, which works as plain HTML (its form posts natively).
      <div key="island" ref={ref} id={id} dangerouslySetInnerHTML={{ __html: islandHtml }} />
    );
  }
  const { Widget, carried } = loaded;
  return (
    <div key="widget" id={id} {...{ [WIDGET_RUNNING_ATTRIBUTE]: '' }}>
      <ErrorBoundary fallback={fallback} onError={(error) => console.error(`Widget ${remote}/${expose} failed`, error)}>
        <Suspense fallback={fallback}>
          <CarriedFormContext value={carried}>
            <Widget {...props} />
          </CarriedFormContext>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
