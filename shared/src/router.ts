// The router every app uses, as one federation singleton: react-router's exports the site needs, and only
// those. Shared modules are bundled whole, so sharing react-router itself shipped all of it (framework mode,
// data routers, server rendering, cookies and sessions: 61 KB gzip); behind this facade the bundler keeps what
// these exports need (docs/decisions/006). Apps import the router from here, never from 'react-router'
// (ESLint enforces it; tests may).
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
