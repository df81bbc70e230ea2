import { describe, expect, it } from '@jest/globals';
import { errorFieldForLog } from './logging.ts';

describe("a line's error field", () => {
  it('keeps an error given as a message a message, scrubbed of personal data', () => {
    expect(errorFieldForLog('TypeError: fetch failed for asha@example.com')).toBe(
      errorFieldForLog('TypeError: fetch failed for asha@example.com'),
    );
    const shown = errorFieldForLog('TypeError: fetch failed for asha@example.com');
    expect(typeof shown).toBe('string');
    expect(shown).toContain('TypeError: fetch failed');
    expect(shown).not.toContain('asha@example.com');
  });

  it('shows an Error with its type and message', () => {
    expect(errorFieldForLog(new TypeError('fetch failed'))).toMatchObject({
      type: 'TypeError',
      message: 'fetch failed',
    });
  });
});
