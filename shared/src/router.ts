// The router every app uses, as one federation singleton: react-router's exports the site needs, and only
// those. Shared modules are bundled whole, so sharing react-router itself shipped all of it (framework mode,
// server rendering, cookies and sessions: 61 KB gzip); behind this facade the bundler keeps what these
// exports need. Apps import the router from here, never from 'react-router' (ESLint enforces it; tests may).
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  generatePath,
  matchPath,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from 'react-router';
export type { DataRouter, RouteObject } from 'react-router';
