import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { REACT_ROUTER_PRODUCTION } from './react-router-production.ts';

/**
 * What a build of react-router warns when a route names both `Component` and `element`: one of the development
 * checks (docs/decisions/032). Run in a Node of its own, which loads the ES module as the bundler does.
 */
function developmentWarnings(entry: string): string[] {
  const script = `
    const { createMemoryRouter } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    const warnings = [];
    console.warn = (message) => warnings.push(String(message));
    createMemoryRouter([{ path: '/', Component: () => null, element: 'both' }]);
    process.stdout.write(JSON.stringify(warnings));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string[];
}

describe("react-router's production build", () => {
  it('is the one production builds alias: it makes no development checks', () => {
    expect(developmentWarnings(REACT_ROUTER_PRODUCTION)).toEqual([]);
  });

  it("is needed: the package's own entry makes them", () => {
    const packageEntry = createRequire(import.meta.url).resolve('react-router');
    expect(developmentWarnings(packageEntry)).toEqual([
      'You should not include both `Component` and `element` on your route - `Component` will be used.',
    ]);
  });
});
