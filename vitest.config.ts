import { defineConfig } from 'vitest/config';

// One runner for the whole tree. Server route tests run once on PGlite and, when
// TEST_DATABASE_URL is set, a second time on PostgreSQL (see apps/server/src/test/).
const serverTests = ['apps/server/src/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Vitest's default is one worker fewer than the cores: one worker on these 2-core machines, so
// every file waited for the one before while the CPU idled on PostgreSQL, the server under a
// journey and Chromium. Each file has a database of its own (apps/server/src/test/) and each
// journey worker a server of its own (e2e/support/global-setup.ts), so files may overlap;
// docs/testing.md has the measurements behind these numbers.
const workers = (name: string, fallback: number) => Number(process.env[name]) || fallback;

// A worker keeps the modules it imported for its next file instead of importing the whole server
// again for each: half the time of the API files (docs/testing.md, "Workers"). Safe because no
// module keeps test state: every file builds its own app, database and clock. Not for the
// journeys, whose time is the browser's.
const sharedModules = { isolate: false } as const;

export default defineConfig({
  test: {
    // Every project but the journeys shares one pool, so one number for all of them.
    maxWorkers: workers('TEST_WORKERS', 3),
    tags: [
      {
        name: 'process',
        description:
          'Starts processes of its own (the built server, nginx, pg_dump): left out by npm run check.',
      },
    ],
    projects: [
      {
        test: {
          name: 'shared',
          ...sharedModules,
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-pglite',
          ...sharedModules,
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
                ...sharedModules,
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
          ...sharedModules,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Journeys of many steps (a work order's whole record, a site with its picture) passed
          // 60 s on a loaded 2-core CI machine (issue 33's fresh-clone run).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's answer gets the same 5 s as expectVisible (e2e/support/browser.ts), not
          // Vitest's 1 s: a reload that fetches the sites and the language's catalogue takes more
          // than a second while CI runs three journeys beside each other.
          expect: { poll: { timeout: 5_000 } },
          // After the others (a pool of its own), so Chromium never competes with PGlite.
          sequence: { groupOrder: 1 },
          // Two: three Chromiums and three servers on the 2 cores of CI slowed every journey past
          // its limits once the work order record's journeys joined (issue 33).
          maxWorkers: workers('E2E_WORKERS', 2),
        },
      },
    ],
  },
});
