import { describe, expect, it } from '@jest/globals';
import { sanitizeContentHtml, sanitizeUrl } from './sanitize.ts';

describe('sanitizeContentHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="background:url(javascript:x)">Hi</p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('makes %s inert', (input, output) => {
    expect(sanitizeContentHtml(input)).toBe(output);
  });

  it('keeps headings, lists and safe links', () => {
    const html = '<h2>Why</h2><ul><li><strong>Fast</strong></li></ul><a href="/contact-us">Talk to us</a>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});

describe('sanitizeUrl', () => {
  it.each([
    ['/media/guides/a.svg', '/media/guides/a.svg'],
    ['https://www.example.com/x', 'https://www.example.com/x'],
    ['javascript:alert(1)', ''],
    [' javascript:alert(1)', ''],
    ['data:text/html,<script>alert(1)</script>', ''],
    ['//evil.example/x', ''],
  ])('turns %s into %s', (input, output) => {
    expect(sanitizeUrl(input)).toBe(output);
  });
});
