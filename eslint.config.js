import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-content', 'mfe-insights', 'mfe-careers', 'mfe-forms'];

const ROUTER_FACADE_ONLY = {
  name: 'react-router',
  message: 'Import the router from @site/shared/router, the one shared copy (docs/decisions/006).',
};

const FORM_MODULES = [
  'shared/src/forms.ts',
  'shared/src/form-rules.ts',
  'shared/src/forms/**',
  'shared/src/validation/**',
  'shared/src/ui/form-field*',
];

const FORM_CODE_ELSEWHERE = {
  regex: '^(react-)?final-form$|^@site/shared/form|(^|/)(forms|validation)/|(^|/)form-field|(^|/)form(s|-rules)\\.ts$',
  message: 'Form code belongs in @site/shared/forms or @site/shared/form-rules, which only pages with a form load.',
};

const API_MODULES = ['shared/src/api.ts', 'shared/src/store/base-api.ts'];

const API_CODE_ELSEWHERE = {
  regex: '^@reduxjs/toolkit/query|^@site/shared/api$|(^|/)base-api(\\.ts)?$|(^|/)api\\.ts$',
  message: 'RTK Query belongs in @site/shared/api, which only pages that query load (docs/decisions/009).',
};

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
  // Playwright fixtures take `{}` and call `use`, which is not React's.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  // DESIGN.md: apps talk to each other only through federation and shared/.
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: apps
            .filter((other) => other !== app)
            .flatMap((other) => [`${other}`, `${other}/*`, `../${other}/*`, `../../${other}/*`, `**/${other}/src/*`]),
        },
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
  // docs/decisions/006: react-router is shared through its facade; importing the package would bundle a copy.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    // The shell's server entry (docs/decisions/008) is not federated; it takes StaticRouter from the package.
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**', '**/test-form.tsx', 'shell/src/server.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_FACADE_ONLY] }] },
  },
  // Node code cannot load React: it imports @site/shared/contracts and @site/shared/form-rules.
  {
    files: ['api/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
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
);
