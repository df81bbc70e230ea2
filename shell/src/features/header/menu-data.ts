import { MENU_DATA_PATH, MENU_FETCH_MAX_RETRIES, MENU_RETRY_BASE_DELAY_MS } from '@site/shared';
import type { MenuDataResponse } from '@site/shared';

export const EMPTY_MENU_DATA: MenuDataResponse = {
  blogs: [],
  podcasts: [],
  guide: [],
  news: [],
  events: [],
  casestudy: [],
};

const MENU_LISTS = Object.keys(EMPTY_MENU_DATA) as (keyof MenuDataResponse)[];

/** Drops control and other non-printable characters, keeping ordinary whitespace. */
export function stripNonPrintable(text: string): string {
  return text.replace(/[^\P{C}\n\r\t]/gu, '');
}

/**
 * site-spec.md section 7: the response is stripped of non-printable
 * characters and checked to be JSON; each list defaults to empty.
 */
export function parseMenuData(text: string): MenuDataResponse {
  const parsed = JSON.parse(stripNonPrintable(text)) as unknown;
  if (!parsed || typeof parsed !== 'object') throw new Error('Menu data is not a JSON object');
  const record = parsed as Record<string, unknown>;
  return Object.fromEntries(
    MENU_LISTS.map((list) => [list, Array.isArray(record[list]) ? record[list] : []]),
  ) as unknown as MenuDataResponse;
}

export interface MenuFetchDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

/** Retries only on 429, up to MENU_FETCH_MAX_RETRIES times, waiting 1 s times the attempt number. */
export async function fetchMenuData(deps: MenuFetchDeps, url: string = MENU_DATA_PATH): Promise<MenuDataResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await deps.fetch(url, { headers: { accept: 'application/json' } });
    if (response.status === 429 && attempt < MENU_FETCH_MAX_RETRIES) {
      await deps.sleep(MENU_RETRY_BASE_DELAY_MS * (attempt + 1));
      continue;
    }
    if (!response.ok) throw new Error(`Menu data request failed with HTTP ${response.status}`);
    return parseMenuData(await response.text());
  }
}
