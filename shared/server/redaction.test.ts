import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactFields, redactText, redactUrl } from './redaction.ts';

describe('redaction (issue 50)', () => {
  it('replaces e-mail addresses, phone and Aadhaar numbers, and leaves dates, times and versions', () => {
    expect(redactText('from priya.sharma@example.co.in, +91 98765 43210, 2345 6789 0123')).toBe(
      `from ${REDACTED.email}, ${REDACTED.phone}, ${REDACTED.aadhaar}`,
    );
    expect(redactText('9876543210 and 234567890123')).toBe(`${REDACTED.phone} and ${REDACTED.aadhaar}`);
    for (const kept of [
      '2026-12-07T16:31:29.607Z',
      'listening on http://127.0.0.1:4000',
      'forms@1.10.2',
      'took 1234 ms',
    ]) {
      expect(redactText(kept)).toBe(kept);
    }
  });

  it('replaces the keys in an address: a draft id, an upload name, personal data in a segment or a query value', () => {
    expect(redactUrl('/api/careers/drafts/d3b07384-d113-4ec6?x=1')).toBe('/api/careers/drafts/:id?x=1');
    expect(redactUrl('/api/media/files/8f14e45f.pdf')).toBe('/api/media/files/:file');
    expect(redactUrl('/api/guide/data?page=2&email=a%40b.com&q=some+long+search+words+here')).toBe(
      `/api/guide/data?page=2&email=${REDACTED.key}&q=${REDACTED.key}`,
    );
    expect(redactUrl('/api/a%40example.com/x')).toBe(`/api/${REDACTED.key}/x`);
    expect(redactUrl('https://user:secret@host.example/api/careers/drafts/1')).toBe(
      'https://host.example/api/careers/drafts/:id',
    );
  });

  it("scrubs a log line's fields, leaving the originals as they were", () => {
    const fields = { path: '/api/careers/drafts/abc', detail: { to: 'x@y.org' }, fileName: 'cv.pdf', n: 3 };
    expect(redactFields(fields)).toEqual({
      path: '/api/careers/drafts/:id',
      detail: { to: REDACTED.email },
      fileName: REDACTED.key,
      n: 3,
    });
    expect(fields.detail.to).toBe('x@y.org');
  });
});
