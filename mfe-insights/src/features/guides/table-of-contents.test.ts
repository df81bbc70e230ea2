import { describe, expect, it } from '@jest/globals';
import { buildTableOfContents } from './table-of-contents.ts';

describe('buildTableOfContents', () => {
  it('leaves a body without h2 headings whole and lists nothing', () => {
    const html = '<p>Intro.</p><h3>Not a section</h3><p>More.</p>';
    expect(buildTableOfContents(html)).toEqual({ beforeToc: html, afterToc: '', entries: [] });
    expect(buildTableOfContents('')).toEqual({ beforeToc: '', afterToc: '', entries: [] });
  });

  it('lists one h2, gives it an id and puts the contents after the first paragraph', () => {
    const parts = buildTableOfContents('<p>First.</p><p>Second.</p><h2>Map the Work</h2><p>Body.</p>');
    expect(parts.entries).toEqual([{ id: 'map-the-work', title: 'Map the Work' }]);
    expect(parts.beforeToc).toBe('<p>First.</p>');
    expect(parts.afterToc).toBe('<p>Second.</p><h2 id="map-the-work">Map the Work</h2><p>Body.</p>');
  });

  it('lists many h2 headings in order with unique ids and plain-text titles', () => {
    const html = [
      '<p>Intro with <a href="/guides">a link</a>.</p>',
      '<h2>Why <strong>Close</strong> Faster?</h2><p>a</p>',
      '<h3>Detail</h3>',
      '<h2>Costs &amp; Savings</h2><ul><li>b</li></ul>',
      '<h2>Why Close Faster?</h2>',
      '<h2> </h2>',
    ].join('');
    const parts = buildTableOfContents(html);
    expect(parts.entries).toEqual([
      { id: 'why-close-faster', title: 'Why Close Faster?' },
      { id: 'costs-savings', title: 'Costs & Savings' },
      { id: 'why-close-faster-2', title: 'Why Close Faster?' },
      { id: 'section-4', title: '' },
    ]);
    expect(parts.beforeToc).toBe('<p>Intro with <a href="/guides">a link</a>.</p>');
    expect(parts.afterToc).toContain('<h2 id="why-close-faster">Why <strong>Close</strong> Faster?</h2>');
    expect(parts.afterToc).toContain('<h2 id="costs-savings">Costs &amp; Savings</h2>');
    expect(parts.afterToc).toContain('<h2 id="why-close-faster-2">');
    expect(parts.beforeToc + parts.afterToc).not.toContain('<h2>');
  });

  it('replaces an id the heading already had, keeping its other attributes', () => {
    const parts = buildTableOfContents('<p>a</p><h2 class="x" id="old">New Name</h2>');
    expect(parts.afterToc).toBe('<h2 class="x" id="new-name">New Name</h2>');
  });

  it('puts the contents first when there is no paragraph or the first one sits inside a container', () => {
    expect(buildTableOfContents('<h2>Only</h2><ul><li>x</li></ul>').beforeToc).toBe('');
    const nested = buildTableOfContents('<blockquote><p>Quote.</p></blockquote><h2>After</h2><p>b</p>');
    expect(nested.beforeToc).toBe('');
    expect(nested.afterToc.startsWith('<blockquote>')).toBe(true);
  });
});
