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

const apiProject = (db) => ({
  displayName: `api-${db}`,
  testEnvironment: 'node',
  transform,
  roots: ['<rootDir>/api'],
  testMatch: ['<rootDir>/api/test/**/*.test.ts'],
  setupFiles: [`<rootDir>/api/test/support/use-${db}.ts`],
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
        '<rootDir>/shared-ui',
        '<rootDir>/shell',
        '<rootDir>/mfe-feedback',
        '<rootDir>/mfe-ebooks',
        '<rootDir>/mfe-products',
        '<rootDir>/mfe-hellopayment',
        '<rootDir>/mfe-verifactu',
        '<rootDir>/deploy',
      ],
      testMatch: [
        '**/src/**/*.test.ts?(x)',
        '**/server/**/*.test.ts',
        '<rootDir>/deploy/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
    },
    apiProject('sqlite'),
    apiProject('mariadb'),
  ],
};
