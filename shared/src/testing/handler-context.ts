// A HandlerContext for tests of a remote's server handlers (`@site/shared/testing-server`): the API as a function
// that answers each call, and every call recorded, with real form tokens.
import type { ApiOutcome, HandlerContext, HandlerRequest, TokenCheck } from '../federation/server-handlers.ts';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  /** Answers a call; undefined: `{ kind: 'failed' }`. */
  answer(call: RecordedCall): ApiOutcome | undefined;
}

/** Tokens of the form `token@<issuedAt>`, checked for shape only: what the handler does with a check's outcome. */
export const fakeTokens = {
  sign: (issuedAt: number) => `token@${issuedAt}`,
  check: (token: string | undefined): TokenCheck => {
    const match = /^token@(\d+)$/.exec(token ?? '');
    return match ? { ok: true, issuedAt: Number(match[1]) } : { ok: false, reason: token ? 'forged' : 'missing' };
  },
};

export function fakeHandlerContext(api: FakeApi, now: () => number) {
  const calls: RecordedCall[] = [];
  const errors: string[] = [];
  const context: HandlerContext = {
    now,
    async read<T>(path: string) {
      const call = { method: 'GET', path, body: undefined };
      calls.push(call);
      const outcome = api.answer(call);
      return outcome?.kind === 'done' ? (outcome.body as T) : undefined;
    },
    async send(method, path, body) {
      const call = { method, path, body };
      calls.push(call);
      return api.answer(call) ?? { kind: 'failed', reason: 'the fake API failed' };
    },
    formTokens: fakeTokens,
    log: { warn: () => undefined, error: (message) => void errors.push(message) },
  };
  return { context, calls, errors };
}

/** A native form post as the host hands it over. */
export function postedForm(
  url: string,
  fields: Record<string, string>,
  options: Partial<Pick<HandlerRequest, 'cookies' | 'secure'>> & {
    files?: NonNullable<HandlerRequest['form']>['files'];
  } = {},
): HandlerRequest {
  return {
    method: 'POST',
    url,
    cookies: options.cookies ?? {},
    secure: options.secure ?? false,
    form: { fields, files: options.files ?? {} },
  };
}
