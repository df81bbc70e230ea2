// The API client: RTK Query and the one base API every remote injects its
// endpoints into. Its own federation singleton, so RTK Query (and the part of
// Redux Toolkit only it uses) loads with the pages that query and with the
// desktop header's menus, never in every page's start-up (docs/decisions/009).
// On load it joins the store the shell made (see store/make-store.ts).
export * from './store/base-api.ts';
