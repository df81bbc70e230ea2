import { useMemo, useSyncExternalStore } from 'react';
import { CAREER_SELECTION_COOKIE, useRequestCookie } from '@site/shared';
import { MAX_TEXT_LENGTH, campaignDetailFromQuery } from '@site/shared/form-rules';
import {
  parseStoredJson,
  readSessionJson,
  readSessionText,
  removeSessionValue,
  writeSessionJson,
} from './session-storage.ts';

/**
 * The shared career selection (forms-spec.md section 3): the opening the job
 * page hands on to the application form. It lives in the tab's session
 * storage, so a reload of /apply-now keeps it and another tab starts afresh.
 */
export interface CareerSelection {
  positionName: string;
  departmentName: string;
  jdLink: string;
  /** Set when the visitor reached the openings from a campaign link. */
  campaignDetail?: string;
}

const SELECTION = 'selection';

/**
 * The selection is also a session cookie, so that the server can render
 * /apply-now with it (docs/decisions/008). The tab's session storage stays
 * the source of truth: the cookie is what the page was rendered with.
 */
export const SELECTION_COOKIE = CAREER_SELECTION_COOKIE;

function writeSelectionCookie(value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === undefined
      ? `${SELECTION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${SELECTION_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}
const CAMPAIGN = 'campaign';

const filledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function toSelection(stored: unknown): CareerSelection | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { positionName, departmentName, jdLink, campaignDetail } = stored as Record<string, unknown>;
  if (!filledText(positionName) || !filledText(departmentName) || !filledText(jdLink)) return undefined;
  return { positionName, departmentName, jdLink, ...(filledText(campaignDetail) ? { campaignDetail } : {}) };
}

/** The stored selection, or undefined when the position, department or job-description link is missing. */
export function loadCareerSelection(): CareerSelection | undefined {
  return toSelection(readSessionJson(SELECTION));
}

const noSubscription = () => () => {};

/**
 * The selection for a page. On the server, and while the browser hydrates
 * what it rendered, it is the selection cookie's (null without one: not known
 * yet); then the tab's stored selection, or the cookie's when the tab has
 * none (the opening was chosen before the page ran, or without JavaScript:
 * the host set the cookie), or undefined when there is neither.
 */
export function useCareerSelection(): CareerSelection | undefined | null {
  const rendered = useRequestCookie(SELECTION_COOKIE) ?? null;
  const text = useSyncExternalStore(
    noSubscription,
    () => readSessionText(SELECTION) ?? rendered ?? '',
    () => rendered,
  );
  return useMemo(() => (text === null ? null : toSelection(parseStoredJson(text))), [text]);
}

export function saveCareerSelection(selection: CareerSelection): void {
  writeSessionJson(SELECTION, selection);
  writeSelectionCookie(JSON.stringify(selection));
}

export function clearCareerSelection(): void {
  removeSessionValue(SELECTION);
  writeSelectionCookie(undefined);
}

/**
 * Keeps the openings page's query string (without its '?') as the campaign
 * detail when it is long enough; a shorter one leaves any earlier detail as
 * it was. The detail is cut to the length the API accepts.
 */
export function rememberCampaignDetail(search: string): void {
  const detail = campaignDetailFromQuery(search.replace(/^\?/, ''));
  if (detail) writeSessionJson(CAMPAIGN, detail.slice(0, MAX_TEXT_LENGTH));
}

export function loadCampaignDetail(): string | undefined {
  const stored = readSessionJson(CAMPAIGN);
  return filledText(stored) ? stored : undefined;
}
