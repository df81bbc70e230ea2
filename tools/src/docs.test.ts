// The documentation stays readable and its links hold (issue 53): README within 300 lines, each ADR within 500
// words, and every relative link in README.md and docs/ reaching a file (and, for a Markdown heading, that heading).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 300;
const ADR_MAX_WORDS = 500;

const decisionsDir = path.join(repoRoot, 'docs', 'decisions');
const markdownFiles = [
  path.join(repoRoot, 'README.md'),
  ...readdirSync(path.join(repoRoot, 'docs'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name)),
];
const decisions = readdirSync(decisionsDir).filter((name) => /^\d{3}-.*\.md$/.test(name));

/** Markdown without its fenced code blocks and inline code, where brackets are not links. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((match) => anchorOf(match[1] ?? '')));
}

/** `[text](target)` links that stay in the repository: no scheme, no mail address. */
function relativeLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)];
  return links.map((match) => match[1] ?? '').filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

function brokenLinks(file: string): string[] {
  return relativeLinks(file).flatMap((target) => {
    const [filePart = '', anchor] = target.split('#');
    const linked = filePart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(filePart));
    const where = `${path.relative(repoRoot, file)} → ${target}`;
    if (!existsSync(linked)) return [`${where}: no such file`];
    if (anchor && linked.endsWith('.md') && !anchorsIn(linked).has(anchor)) return [`${where}: no such heading`];
    return [];
  });
}

const wordsIn = (file: string) => readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length;

describe('the documentation', () => {
  it(`keeps README within ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`keeps every ADR within ${ADR_MAX_WORDS} words`, () => {
    expect(decisions.length).toBeGreaterThan(40);
    const tooLong = decisions
      .map((name) => ({ name, words: wordsIn(path.join(decisionsDir, name)) }))
      .filter(({ words }) => words > ADR_MAX_WORDS);
    expect(tooLong).toEqual([]);
  });

  it('has no relative link in README.md or docs/ that leads nowhere', () => {
    expect(markdownFiles.length).toBeGreaterThan(10);
    expect(markdownFiles.flatMap(brokenLinks)).toEqual([]);
  });
});
