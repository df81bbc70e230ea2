import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@site/shared/router';
import { PAGE_PARAM } from '../pagination/pagination.tsx';

/**
 * A list's state in its address (docs/decisions/010): `?page=` and the list's own filters. The server renders
 * from the same address (the shell's StaticRouter gets the full URL), so reading it through the router gives the
 * server and the first browser render the same page.
 */

/** The page a `?page=` value names: a whole number from 1; anything else is page 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/**
 * The address of a list state: only the parameters that differ from the default (no page 1, no empty
 * search), in a stable order, so the JavaScript path and the native GET form land on the same page.
 */
export function listSearch(fields: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    if (name === PAGE_PARAM && Number(value) <= 1) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The current page of a list and a way to go to another state of it (a history entry, so back works); the
 * fragment is dropped unless `hash` is given.
 */
export function useListUrl() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = pageFromParam(params.get(PAGE_PARAM));
  const go = useCallback(
    (fields: Readonly<Record<string, string | number | undefined>>, hash = '') =>
      navigate({ pathname, search: listSearch(fields), hash }, { preventScrollReset: true }),
    [navigate, pathname],
  );
  return { params, page, pathname, go };
}
