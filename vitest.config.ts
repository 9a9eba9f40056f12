import { defineConfig } from 'vitest/config';

// Three projects (docs/decisions/0017-fast-test-databases.md): unit tests that need no database nor
// server, API tests (`*.api.test.ts`: app.inject, a database, an S3 server) against real
// PostgreSQL (DATABASE_URL) or, without it, embedded PGlite, and the two-instance test (real
// servers behind nginx, PostgreSQL and Redis only: docs/deploy.md).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/db/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            // The links into docs/ from every room (scripts/doc-links.ts).
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.api.test.ts', 'apps/api/src/**/*.api.test.ts'],
          environment: 'node',
          // Migrates once per run; the files then share a database per worker (test/support/databases.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // A worker keeps its modules and its database from file to file: importing the app and
          // starting PGlite cost seconds, which every file paid again (most of the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'instances',
          include: ['e2e/instances/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // The stack builds the web app when its build is missing or stale (minutes on a cold machine).
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
