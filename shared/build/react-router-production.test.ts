import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REACT_ROUTER_PRODUCTION } from './react-router-production.ts';

/** The development-warnings switch of the build a file imports (react-router keeps it in one shared chunk). */
function devWarningsOf(entry: string): boolean[] {
  const chunks = [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]);
  return [...new Set(chunks)].flatMap((chunk) =>
    [
      ...readFileSync(path.join(path.dirname(entry), chunk ?? ''), 'utf8').matchAll(
        /ENABLE_DEV_WARNINGS = (true|false)/g,
      ),
    ].map((match) => match[1] === 'true'),
  );
}

describe("react-router's production build", () => {
  it('is the one production builds alias, with the development warnings off', () => {
    expect(REACT_ROUTER_PRODUCTION).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(devWarningsOf(REACT_ROUTER_PRODUCTION)).toEqual([false]);
  });

  it("is needed: the package's own entry is the development build", () => {
    const packageEntry = path.join(path.dirname(path.dirname(REACT_ROUTER_PRODUCTION)), 'development', 'index.mjs');
    expect(devWarningsOf(packageEntry)).toEqual([true]);
  });
});
