// One Jest run for every package; each package is a project with its own environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages that ship only as ES modules; Jest runs CommonJS, so these are transformed too.
const esmOnly = [
  'typebox',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'p-limit',
  'yocto-queue',
  'feed',
];

const nodeTransform = {
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom with Node's fetch, Request, Response, TextEncoder and streams.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(ts|tsx|js|mjs)$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${['swiper', 'ssr-window', 'dom7', ...esmOnly].join('|')})/)`],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../jest/style-stub.cjs',
    '^swiper/css': '<rootDir>/../jest/style-stub.cjs',
    '\\.(svg|png|jpe?g|webp|avif|woff2?)(\\?first-view|\\?svg-text)?$': '<rootDir>/../jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.ts'],
});

export default {
  // Two cores shared with a build or a browser: typing tests need more than Jest's 5 s default there.
  testTimeout: 20_000,
  // Many suites wait on a server (PostgreSQL, Redis, the API): two workers keep both cores busy.
  maxWorkers: 2,
  projects: [
    ...['shared', 'shell', 'mfe-content', 'mfe-insights', 'mfe-careers', 'mfe-forms'].map(browserProject),
    {
      // The build's own logic that needs no bundler (the bundler itself is ES modules only), and the server library.
      displayName: 'shared-server',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/build/**/*.test.ts', '<rootDir>/server/**/*.test.ts'],
      ...nodeTransform,
      setupFilesAfterEnv: ['<rootDir>/../jest/remove-temporary-folders.ts'],
    },
    // The deployable hosts and the tooling: Node, some beside a real API.
    ...['shell-host', 'remote-host', 'tools'].map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      ...nodeTransform,
      moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/core.js' },
      setupFiles: ['<rootDir>/../jest/quiet-logs.ts'],
      setupFilesAfterEnv: ['<rootDir>/../jest/remove-temporary-folders.ts'],
    })),
    ...['sqlite', 'postgres'].map((engine) => ({
      // The API's whole suite, once on each engine (docs/decisions/026).
      displayName: engine === 'sqlite' ? 'api' : 'api-postgres',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      ...nodeTransform,
      moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/core.js' },
      setupFiles: [`<rootDir>/jest/engine-${engine}.ts`],
      setupFilesAfterEnv: ['<rootDir>/../jest/remove-temporary-folders.ts'],
      ...(engine === 'postgres'
        ? {
            globalSetup: '<rootDir>/jest/postgres-global-setup.ts',
            globalTeardown: '<rootDir>/jest/postgres-global-teardown.ts',
          }
        : {}),
    })),
  ],
};
