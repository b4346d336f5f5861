import { readdirSync } from 'node:fs';

// One jest run, several projects: front-end units (jsdom) and the API suite,
// which runs twice — on SQLite and on a real MariaDB/MySQL.
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
const transform = { '^.+\\.(t|j)sx?$': swc };

// Every section folder is a root: a new section's tests run without a new line here.
const sectionRoots = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => `<rootDir>/${entry.name}`);

const apiProject = (db) => ({
  displayName: `api-${db}`,
  testEnvironment: 'node',
  transform,
  roots: ['<rootDir>/api'],
  testMatch: ['<rootDir>/api/test/**/*.test.ts'],
  setupFiles: [`<rootDir>/api/test/support/use-${db}.ts`],
  setupFilesAfterEnv: ['<rootDir>/api/test/support/timeouts.ts'],
  ...(db === 'mariadb'
    ? {
        globalSetup: '<rootDir>/api/test/support/mariadb-global-setup.ts',
        globalTeardown: '<rootDir>/api/test/support/mariadb-global-teardown.ts',
      }
    : {}),
});

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      transform,
      roots: [
        '<rootDir>/contracts',
        '<rootDir>/server-kit',
        '<rootDir>/shared-ui',
        '<rootDir>/shell',
        ...sectionRoots,
        '<rootDir>/deploy',
        '<rootDir>/build',
      ],
      testMatch: [
        '**/src/**/*.test.ts?(x)',
        '**/server/**/*.test.ts',
        '<rootDir>/deploy/*.test.ts',
        '<rootDir>/build/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
    },
    apiProject('sqlite'),
    apiProject('mariadb'),
  ],
};
