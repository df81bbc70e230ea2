#!/usr/bin/env node
// `bundle-server <entry>`: a server package's build (docs/decisions/041). Bundles the package's own code and the
// `@site/shared` entries it imports into one ES module, `dist/main.js`, that plain `node` runs. Every other package
// stays an import, and must be one of the package's own `dependencies`: the build fails naming any that is not, so
// the package's manifest is all an image needs to install.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const [entry] = process.argv.slice(2);
if (!entry) {
  console.error('usage: bundle-server <entry.ts>');
  process.exit(2);
}

const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (request) => {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** Our own library is bundled; npm packages stay imports, and only those the manifest lists. */
const dependencyImports = {
  name: 'dependency-imports',
  setup(esbuild) {
    const undeclared = new Map();
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (builtins.has(args.path)) return { external: true };
      const name = packageOf(args.path);
      if (name.startsWith('@site/')) return undefined;
      if (!dependencies.has(name) && !undeclared.has(name))
        undeclared.set(name, path.relative(packageDir, args.importer));
      return { external: true };
    });
    esbuild.onEnd((result) => {
      if (undeclared.size === 0) return;
      result.errors.push({
        text: `not in ${manifest.name}'s dependencies: ${[...undeclared]
          .map(([name, by]) => `${name} (imported by ${by})`)
          .sort()
          .join(', ')}`,
        location: null,
      });
    });
  },
};

// Nothing left from an earlier build: its chunks would sit beside the new ones.
rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
const result = await build({
  // Our own errors (undeclared imports) are printed below, with esbuild's.
  entryPoints: { main: entry },
  outdir: 'dist',
  // A module the entry imports dynamically is a chunk of its own, loaded (with the packages it imports) only then:
  // the shell's host sets NODE_ENV before React is first loaded.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Keeps names in stack traces and in the logs.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [dependencyImports],
  // Some bundled modules still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
if (result.errors.length > 0) {
  for (const error of result.errors) console.error(`bundle-server: ${error.text}`);
  process.exit(1);
}
console.log(`${manifest.name}: dist/main.js`);
