// The settings of personal data (issue 51): how long each kind of record is kept, how often the purge runs, the key
// Aadhaar numbers are encrypted with, and the secret upload links are signed with. Each has a default, here or in
// @site/shared (the retention periods, which the privacy policy page states too).
import {
  APPLICATION_RETENTION_MONTHS,
  DRAFT_RETENTION_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  OUTBOX_RETENTION_DAYS,
} from '@site/shared/contracts';

/** Ours: how often each API instance runs the retention purge (it also runs once at start). */
export const PURGE_INTERVAL_MINUTES = 60;

/** How long each kind of personal record is kept. */
export interface RetentionSettings {
  /** RETENTION_ENQUIRY_MONTHS: form submissions, and notifications never sent. */
  enquiryMonths: number;
  /** RETENTION_APPLICATION_MONTHS: career applications. */
  applicationMonths: number;
  /** RETENTION_DRAFT_DAYS: application drafts since their last save, and uploads no kept record names. */
  draftDays: number;
  /** RETENTION_OUTBOX_DAYS: notifications sent (their payload is cleared when sent) or failed. */
  outboxDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  enquiryMonths: ENQUIRY_RETENTION_MONTHS,
  applicationMonths: APPLICATION_RETENTION_MONTHS,
  draftDays: DRAFT_RETENTION_DAYS,
  outboxDays: OUTBOX_RETENTION_DAYS,
};

export interface PrivacySettings {
  retention: RetentionSettings;
  /** RETENTION_PURGE_INTERVAL_MINUTES, in milliseconds. */
  purgeIntervalMs: number;
  /** PERSONAL_DATA_KEY: the key new values are encrypted with (base64, 32 bytes); a key kept in DATA_DIR when unset. */
  personalDataKey: string | undefined;
  /** PERSONAL_DATA_OLD_KEYS: earlier keys, comma-separated, still accepted for reading (a rotation in progress). */
  personalDataOldKeys: readonly string[];
  /** UPLOAD_LINK_SECRET: signs the expiring links staff read uploads through; a secret kept in DATA_DIR when unset. */
  uploadLinkSecret: string | undefined;
}

function positiveInteger(variable: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${variable}: expected a positive whole number`);
  return number;
}

/** The privacy settings from the environment, each falling back to its default. */
export function privacySettingsFrom(env: NodeJS.ProcessEnv): PrivacySettings {
  return {
    retention: {
      enquiryMonths: positiveInteger(
        'RETENTION_ENQUIRY_MONTHS',
        env.RETENTION_ENQUIRY_MONTHS,
        DEFAULT_RETENTION.enquiryMonths,
      ),
      applicationMonths: positiveInteger(
        'RETENTION_APPLICATION_MONTHS',
        env.RETENTION_APPLICATION_MONTHS,
        DEFAULT_RETENTION.applicationMonths,
      ),
      draftDays: positiveInteger('RETENTION_DRAFT_DAYS', env.RETENTION_DRAFT_DAYS, DEFAULT_RETENTION.draftDays),
      outboxDays: positiveInteger('RETENTION_OUTBOX_DAYS', env.RETENTION_OUTBOX_DAYS, DEFAULT_RETENTION.outboxDays),
    },
    purgeIntervalMs:
      positiveInteger(
        'RETENTION_PURGE_INTERVAL_MINUTES',
        env.RETENTION_PURGE_INTERVAL_MINUTES,
        PURGE_INTERVAL_MINUTES,
      ) * 60_000,
    personalDataKey: env.PERSONAL_DATA_KEY || undefined,
    personalDataOldKeys: (env.PERSONAL_DATA_OLD_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    uploadLinkSecret: env.UPLOAD_LINK_SECRET || undefined,
  };
}
