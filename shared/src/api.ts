// The API client: the store, RTK Query and the one base API every remote injects its endpoints into. Its own
// federation singleton, so Redux, react-redux and RTK Query load with the pages that query and with the desktop
// header's menus, never in every page's start-up (docs/decisions/009). The app holds only a store slot
// (`@site/shared`'s `StoreSlotContext`); the first part that queries makes the store in it.
export * from './store/make-store.ts';
export * from './store/base-api.ts';
export * from './store/api-provider.tsx';
