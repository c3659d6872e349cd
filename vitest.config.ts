import { defineConfig } from 'vitest/config';

// One runner for the whole tree. Server route tests run once on PGlite and, when
// TEST_DATABASE_URL is set, a second time on PostgreSQL (see apps/server/src/test/).
const serverTests = ['apps/server/src/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node' as const,
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_DB_DRIVER: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
