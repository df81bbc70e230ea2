import type { FastifyInstance } from 'fastify';
import { inputMessages } from './input-messages.ts';

/** Ours: the charsets a JSON body may declare (RFC 8259 section 8.1: JSON between systems is UTF-8). */
export const JSON_CHARSETS: readonly string[] = ['utf-8', 'utf8'];

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The `charset` parameter of a Content-Type header, lower-cased and unquoted; undefined when absent. */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match ? (match[2] ?? '').toLowerCase() : undefined;
}

/**
 * True when the parsed value holds a `__proto__` key anywhere, or a
 * `constructor` key whose value holds `prototype`: the shapes that poison
 * an object when merged. Walks iteratively, so deep nesting cannot
 * overflow the stack.
 */
export function hasPrototypeKeys(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node)) {
      if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
      const ctor: unknown = Object.prototype.hasOwnProperty.call(node, 'constructor')
        ? (node as Record<string, unknown>).constructor
        : undefined;
      if (typeof ctor === 'object' && ctor !== null && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
        return true;
      }
    }
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Replaces Fastify's JSON parser so every refusal says what is wrong:
 * a charset other than UTF-8 is 415, bytes that are not UTF-8, text that
 * is not JSON, and a body carrying `__proto__` or `constructor.prototype`
 * (refused, not stripped: no browser form sends them) are 400.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const charset = charsetOf(request.headers['content-type']);
      if (charset !== undefined && !JSON_CHARSETS.includes(charset)) {
        throw new BodyError(415, inputMessages.unsupportedCharset(charset));
      }
      const bytes = body as Buffer;
      if (bytes.length === 0) throw new BodyError(400, inputMessages.emptyJson);
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw new BodyError(400, inputMessages.invalidUtf8);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BodyError(400, inputMessages.invalidJson);
      }
      if (hasPrototypeKeys(parsed)) throw new BodyError(400, inputMessages.forbiddenKey);
      done(null, parsed);
    } catch (error) {
      done(error as BodyError, undefined);
    }
  });
}
