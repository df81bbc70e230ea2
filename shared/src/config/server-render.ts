// How the host's server-rendered page and the browser's bootstrap talk (docs/decisions/008). Node-safe.
import type { RemoteName } from './apps.ts';

/** On `#root` when it holds the server's HTML: the browser hydrates it instead of rendering from scratch. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * On `#root` once the first page is on screen and running in the browser
 * (hydrated, or rendered there): what end-to-end tests wait for before they
 * interact with a page the server rendered.
 */
export const PAGE_RUNNING_ATTRIBUTE = 'data-page-running';

/**
 * Set on a widget's element (RemoteWidget) once the widget's own code runs
 * in it: until then it is the server's HTML, or the fallback.
 */
export const WIDGET_RUNNING_ATTRIBUTE = 'data-widget-running';

/** `<script type="application/json">` with the API cache the server rendered the page with. */
export const SERVER_STATE_ELEMENT_ID = 'site-state';

/** Ours: at most this many render passes; each one renders with the data the previous one asked for. */
export const SERVER_RENDER_MAX_PASSES = 4;

/**
 * Ours: how many addresses the shell's server build remembers the data queries of, per set of versions
 * (shell/src/server.tsx): the next render of a remembered address starts them before its first pass.
 */
export const SERVER_RENDER_REMEMBERED_PAGES = 2000;

/** Ours: a page that takes longer to render on the server goes out as the shell's boot page instead. */
export const SERVER_RENDER_TIMEOUT_MS = 1500;

/**
 * Ours: how many server renders a host runs together (docs/decisions/039); the rest wait their turn. A render
 * is CPU work with a few awaited answers from the API between: two together keep the CPU busy through those
 * waits; more only made the slowest requests slower (ADR 039's figures).
 */
export const SERVER_RENDERS_AT_ONCE = 2;

/** Ours: a render that has waited this long for its turn is not started: the page goes out as the boot page. */
export const SERVER_RENDER_MAX_WAIT_MS = 2000;

/** Text for inside a `<script>` element (JSON, JSON-LD): nothing in it can close the element. */
export function scriptSafe(text: string): string {
  return text.replace(/</g, '\\u003c');
}

/** JSON for a `<script type="application/json">`. */
export function jsonForScript(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** Text or an attribute value for HTML the server writes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What the host asks the shell's server build to render (shell/src/server.tsx); `Pages`: a remote's pages by route id. */
export interface ServerRenderRequest<Pages = unknown> {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  /** The request's Cookie header: state a visitor keeps in the browser that the page renders (the chosen opening). */
  cookieHeader?: string;
  /** Where the server's own API requests go. */
  apiOrigin: string;
  /** The fetch those requests go through: the host's read-through cache (docs/decisions/043). */
  fetch?: typeof fetch;
  /** The pages of a remote's pinned version, from its server bundle. */
  loadPages(remote: RemoteName): Promise<Pages>;
  /** A widget a remote's pinned version exposes (`{ default }`), from its server bundle. */
  loadWidget(remote: RemoteName, expose: string): Promise<unknown>;
  /** Aborts the render (the host's time budget). */
  signal?: AbortSignal;
  /** The page's form token, and a refused post or a draft to render (docs/decisions/010). */
  formState?: FormPageState;
  /** When the page counts as rendered (epoch ms): the data it ships is stamped with it (docs/decisions/022). */
  renderedAt?: number;
}

/** A widget a server-rendered page holds: the remote and the expose. */
export interface RenderedWidget {
  remote: RemoteName;
  expose: string;
}

/** What the shell's server build answers for a URL (shell/src/server.tsx); its host writes it out. */
export type ServerRenderResult<ApiCache = unknown> =
  /** `head`: the page's title, meta tags and structured data; `apiCache`: the data it was rendered with. */
  | {
      kind: 'page';
      status: 200 | 404;
      /**
       * Every remote part (pages, widgets) loaded and every data query answered: a page rendered without some of
       * them (a remote's host or the API failing) is sent, but no cache keeps it (docs/decisions/034).
       */
      complete: boolean;
      /**
       * A data query the page asked for failed (the API away, and the host had no earlier answer): the page shows its
       * frame and a note, and the host answers 503 (docs/decisions/043).
       */
      dataMissing: boolean;
      html: string;
      head: string;
      apiCache: ApiCache;
      /** The widgets of other remotes the page rendered: their stylesheets go with the page. */
      widgets: RenderedWidget[];
    }
  | { kind: 'redirect'; status: 301 | 302; location: string };

/**
 * A form the shell's host received as a plain post (no JavaScript yet, or
 * none at all) and refused (docs/decisions/010): what the visitor sent, kept
 * whole, and each refused field's message from the specs.
 */
export interface PostedForm {
  formId: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refusal no field shows (an expired form, the API unreachable): the error summary says it. */
  formError?: string;
}

/**
 * What the host hands the page's forms (docs/decisions/010), on the server
 * and, through `#form-state`, to hydration: the signed token every form
 * carries (minimum fill time, same-site check), a refused post to show
 * again, and the application's saved draft.
 */
export interface FormPageState {
  token: string;
  posted?: PostedForm;
  /** The four-step application's draft kept on the server: the step to show and every answer so far. */
  draft?: { step: number; values: Record<string, unknown> };
}

/** `<script type="application/json">` with the page's FormPageState. */
export const FORM_STATE_ELEMENT_ID = 'form-state';
/** The hidden field every form posts its signed token in. */
export const FORM_TOKEN_FIELD = '_form_token';
/** The hidden field that names which form a post is (a page may hold several). */
export const FORM_ID_FIELD = '_form_id';
