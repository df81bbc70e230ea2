import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const INTL_MESSAGE =
  'Write numbers and dates with formatCount / formatLongDate from @site/shared (docs/decisions/023).';
const apps = ['shell', 'mfe-content', 'mfe-insights', 'mfe-careers', 'mfe-forms'];

const ROUTER_FACADE_ONLY = {
  name: 'react-router',
  message: 'Import the router from @site/shared/router, the one shared copy (docs/decisions/006).',
};

const SCHEMAS_SERVER_ONLY = {
  name: '@site/shared/schemas',
  message: "The API's schemas (TypeBox) stay on the server: apps import the types derived from them from @site/shared.",
};

/** An app imports no other app's modules. */
const otherApps = (app) =>
  apps
    .filter((other) => other !== app)
    .flatMap((other) => [`${other}`, `${other}/*`, `../${other}/*`, `../../${other}/*`, `**/${other}/src/*`]);

const FORM_MODULES = [
  'shared/src/forms.ts',
  'shared/src/fixtures.ts',
  'shared/src/form-rules.ts',
  'shared/src/forms/**',
  'shared/src/validation/**',
  'shared/src/ui/form-field*',
];

const FORM_CODE_ELSEWHERE = {
  regex: '^(react-)?final-form$|^@site/shared/form|(^|/)(forms|validation)/|(^|/)form-field|(^|/)form(s|-rules)\\.ts$',
  message: 'Form code belongs in @site/shared/forms or @site/shared/form-rules, which only pages with a form load.',
};

const API_MODULES = [
  'shared/src/api.ts',
  'shared/src/store/base-api.ts',
  'shared/src/store/make-store.ts',
  'shared/src/store/api-provider.tsx',
];

const API_CODE_ELSEWHERE = {
  regex:
    '^@reduxjs/toolkit|^react-redux$|^@site/shared/api$|(^|/)(base-api|make-store|api-provider)(\\.tsx?)?$|(^|/)api\\.ts$',
  message: 'The store and RTK Query belong in @site/shared/api, which only pages that query load (docs/decisions/009).',
};

/**
 * Features an app's other features may import: its explicit shared features. Every other feature keeps its
 * files to itself; the shell's layout is its composition root and puts the others together.
 */
const SHARED_FEATURES = {
  shell: ['remotes'],
  'mfe-content': [],
  'mfe-insights': ['listing', 'pagination', 'share'],
  'mfe-careers': [],
  'mfe-forms': ['submissions', 'notifications', 'uploads', 'seo'],
};
const COMPOSITION_ROOTS = { shell: ['layout'] };

const featureZones = apps.flatMap((app) => {
  const features = readdirSync(`${import.meta.dirname}/${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = SHARED_FEATURES[app];
  return features
    .filter((feature) => !(COMPOSITION_ROOTS[app] ?? []).includes(feature))
    .map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [...new Set([feature, ...shared])].map((allowed) => `./${allowed}`),
      message: `A feature imports another app feature only through ${shared.length ? shared.join(', ') : '@site/shared'} (eslint.config.js).`,
    }));
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Accessible markup by default: labels, alt text, keyboard handlers beside click handlers, valid ARIA. The
  // strict set, since axe in the e2e suite only sees the pages it visits. (The -x fork: eslint-plugin-jsx-a11y's
  // peer range stops at ESLint 9.)
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.strict,
    rules: {
      ...jsxA11y.configs.strict.rules,
      // A tab panel without focusable content of its own takes focus (the ARIA practices' tabs pattern).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel'] }],
    },
  },
  // No module may import itself back through others: a cycle makes load order (and federation's) matter.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  // Component tests query as a user would, and await what they must. They may read the markup itself (node
  // access, the container): many assert what the browser is given before any script runs (a picture's sources,
  // the server's HTML, attributes no role query reaches).
  {
    files: ['shared/src/**/*.test.tsx', 'shell/src/**/*.test.tsx', 'mfe-*/src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // It takes every function named render* for Testing Library's: the server-render helpers return HTML.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  // Playwright fixtures take `{}` and call `use`, which is not React's.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  // DESIGN.md: apps talk to each other only through federation and shared/. The API's schemas stay on the server.
  // docs/decisions/006: in an app's source, react-router comes through its facade; importing the package would
  // bundle a copy. (One entry per file set: a later entry's options for a rule replace an earlier one's.)
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: [SCHEMAS_SERVER_ONLY], patterns: otherApps(app) }] },
  })),
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    // The shell's server entry (docs/decisions/008) is not federated; it takes StaticRouter from the package.
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**', '**/test-form.tsx', 'shell/src/server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ROUTER_FACADE_ONLY, SCHEMAS_SERVER_ONLY], patterns: otherApps(app) },
      ],
    },
  })),
  // docs/decisions/002: the core of @site/shared is a singleton every page loads whole, so nothing it reaches may
  // import the form entries (@site/shared/forms, @site/shared/form-rules) or the modules behind them.
  // docs/decisions/009: so is the API client, which only pages that query load.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...FORM_MODULES, ...API_MODULES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_FACADE_ONLY],
          patterns: [FORM_CODE_ELSEWHERE, API_CODE_ELSEWHERE],
        },
      ],
    },
  },
  {
    files: API_MODULES,
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_FACADE_ONLY], patterns: [FORM_CODE_ELSEWHERE] }] },
  },
  // Tests of the core and its test helpers may build their own router (MemoryRouter) from react-router itself.
  {
    files: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/testing/**', 'shared/src/router.ts'],
    ignores: FORM_MODULES,
    rules: { 'no-restricted-imports': ['error', { patterns: [FORM_CODE_ELSEWHERE] }] },
  },
  // docs/decisions/023: the first Intl call on a page loads the browser's locale data (about 90 ms of main thread).
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: INTL_MESSAGE,
        })),
      ],
    },
  },
  // Node code cannot load React: it imports @site/shared/contracts and @site/shared/form-rules.
  {
    files: ['api/**/*.ts', 'shell-host/**/*.ts', 'remote-host/**/*.ts', 'tools/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@site/shared', message: 'Node code imports @site/shared/contracts (or @site/shared/form-rules).' },
            { name: '@site/shared/forms', message: 'Node code imports @site/shared/form-rules.' },
          ],
        },
      ],
    },
  },
  // docs/decisions/041: every package is deployable alone. None reaches into another's files by a relative path:
  // what two need is a library in shared/, imported by its package name. Production processes import no tooling.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    files: ['api/src/**/*.ts', 'shell-host/src/**/*.ts', 'remote-host/src/**/*.ts', 'shared/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', 'api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@site/shared', message: 'Node code imports @site/shared/contracts (or @site/shared/form-rules).' },
            { name: '@site/shared/forms', message: 'Node code imports @site/shared/form-rules.' },
          ],
          patterns: [
            { group: ['tools', 'tools/*'], message: 'Production code imports no tooling (docs/decisions/041).' },
            {
              group: ['mfe-*', 'shell', 'shell/*'],
              message: "A host holds no app's code: it runs the pinned versions' server bundles (docs/decisions/041).",
            },
            { group: ['@site/shared/server/testing/*', 'api/testing/*'], message: 'Test helpers stay in tests.' },
          ],
        },
      ],
    },
  },
);
