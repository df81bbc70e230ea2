import { useMemo, useSyncExternalStore } from 'react';
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
 * The selection for a page: null while rendering outside a browser (not
 * known yet), then the stored selection or undefined when there is none.
 */
export function useCareerSelection(): CareerSelection | undefined | null {
  const text = useSyncExternalStore(
    noSubscription,
    () => readSessionText(SELECTION) ?? '',
    () => null,
  );
  return useMemo(() => (text === null ? null : toSelection(parseStoredJson(text))), [text]);
}

export function saveCareerSelection(selection: CareerSelection): void {
  writeSessionJson(SELECTION, selection);
}

export function clearCareerSelection(): void {
  removeSessionValue(SELECTION);
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
