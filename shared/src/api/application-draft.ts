// The four-step application's draft kept on the server (docs/decisions/010): the API's
// /api/careers/drafts/:id, the shell host's /apply-now posts, and the wizard's saves share these.
import type { Static } from 'typebox';
import { brand } from '../brand/brand.ts';
import type { ApplicationDraftSchema } from './schemas/submissions.ts';

/** Ours: a draft not saved again for this long is neither served nor kept. */
export const APPLICATION_DRAFT_TTL_DAYS = 7;
export const APPLICATION_DRAFT_TTL_MS = APPLICATION_DRAFT_TTL_DAYS * 24 * 60 * 60 * 1000;

/** A draft's id: 32 random bytes, base64url (43 characters). */
export const APPLICATION_DRAFT_ID_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Ours: the draft's answers as JSON may be at most this long (the whole application is well under it). */
export const APPLICATION_DRAFT_MAX_BYTES = 64 * 1024;

/** The HttpOnly cookie that keys the visitor's draft (the shell's host sets it; scripts never see it). */
export const APPLICATION_DRAFT_COOKIE = 'apply_draft';

/** The shell host's route the wizard saves and deletes its draft through (it reads the HttpOnly cookie). */
export const APPLICATION_DRAFT_HOST_PATH = '/apply-now/draft';

/** The hidden field with the step (0 to 3) a posted page of the wizard showed. */
export const APPLICATION_STEP_FIELD = '_step';
/** The name of the wizard's submit buttons: which one was pressed. */
export const APPLICATION_ACTION_FIELD = '_action';
export const applicationActions = { next: 'next', previous: 'previous', restart: 'restart' } as const;
/** A refused post's message that belongs to no field (the error summary shows it on its own). */
export const APPLICATION_FORM_ERROR_KEY = '_form';

/** The form id the wizard's native posts carry (FORM_ID_FIELD) and a refused step is rendered for. */
export const APPLICATION_FORM_ID = 'apply-now';

/** The answers so far: application fields only, text or ticks. */
export type ApplicationDraftValues = Record<string, string | boolean>;

/** PUT /api/careers/drafts/:id. `step`: the step the visitor is on, 1 to 4 (the wizard's index plus one). */
export interface ApplicationDraftInput {
  step: number;
  values: ApplicationDraftValues;
}

/** GET and PUT /api/careers/drafts/:id answer with the draft as stored. */
export type ApplicationDraft = Static<typeof ApplicationDraftSchema>;

/** The session cookie that carries the opening chosen on the job page (mfe-careers' career selection). */
export const CAREER_SELECTION_COOKIE = `${brand.slug}.careers.selection`;

/**
 * Ours (docs/decisions/010): `/apply-now?opening=<slug>` is the job page's
 * Apply Now before and without JavaScript. The shell's host reads the opening
 * from the API, keeps it as the selection cookie and answers 303 to
 * /apply-now; a closed or unknown opening goes back to the openings.
 */
export const APPLY_OPENING_PARAM = 'opening';
