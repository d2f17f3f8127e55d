import { defineConfig } from 'vitest/config';

/**
 * The HTTP suites run twice: on SQLite (project "sqlite", with everything else) and on PostgreSQL
 * (project "postgres": tests/helpers/server.ts gives each server a fresh database on TEST_DATABASE_URL).
 * Browser, generator, migration and unit tests run once.
 */
const HTTP_SUITES = [
  'tests/api/**/*.test.ts',
  'tests/back-office/**/*.test.ts',
  'tests/security/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/reliability/**/*.test.ts',
  'tests/site/**/*.test.ts',
  'tests/careers/**/*.test.ts',
];
/**
 * In those folders, but about SQLite itself, without a server, already covering PostgreSQL on their own, or
 * about what happens before any query (body parsing, headers, rate limits kept in memory, compression).
 */
const ONCE = [
  'tests/api/compression.test.ts',
  'tests/reliability/load.test.ts',
  'tests/security/client-errors.test.ts',
  'tests/security/multipart-limits.test.ts',
  'tests/security/rate-limits.test.ts',
  'tests/reliability/backup.test.ts',
  'tests/reliability/shutdown.test.ts',
  'tests/reliability/migration-lock.test.ts',
  'tests/reliability/action-race.test.ts',
  'tests/security/account-race.test.ts',
  'tests/security/account-race-postgres.test.ts',
  'tests/reliability/two-servers.test.ts',
  'tests/reliability/s3-two-processes.test.ts',
  'tests/reliability/production-build.test.ts',
  'tests/reliability/benchmark.test.ts',
  'tests/reliability/database-errors.test.ts',
  'tests/security/settings.test.ts',
  'tests/security/production-database.test.ts',
  'tests/contract/document.test.ts',
  'tests/contract/body-parser.test.ts',
  'tests/contract/null-agreement.test.ts',
  'tests/contract/redocly-lint.test.ts',
];

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  // .ci/run sets REQUIRE_POSTGRES=1: there, a missing server fails the run instead of halving it.
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the HTTP suites cannot run on PostgreSQL');
  console.warn('\n*** TEST_DATABASE_URL is not set: the HTTP suites run on SQLite only; the PostgreSQL project and tests are SKIPPED ***\n');
}

export default defineConfig({
  test: {
    // The ten slowest files are printed at the end (npm test), to see where the suite's time goes.
    reporters: ['default', './tests/helpers/slowest-files-reporter.ts'],
    // Password hashes at bcrypt's lowest cost (about 1 ms, not 90): the suite hashes thousands of passwords.
    // Production refuses a cost below 10 (runtime-server/config.ts); processes the tests start get the default.
    env: { BCRYPT_COST: '4' },
    // Test servers start on a copy of a database given the schema once per run (tests/helpers/database-template.ts).
    // One Chromium per worker, kept for the browser test files it runs (tests/helpers/browser-pool.ts).
    globalSetup: ['tests/helpers/database-template.ts', 'tests/helpers/browser-pool.ts'],
    pool: 'forks',
    // A worker process runs file after file and keeps the modules they imported (the server, the generated
    // app, knex, zod, React for SSR): isolated, each file started a new process and imported them again,
    // 189 s of a 605 s CI run. Measured back to back on 30 API files: 152 → 96 s of CPU, 437 → 273 s wall.
    // So a file must leave nothing behind: close its servers and browser in afterAll, restore what it
    // changes in process.env, and use real timers again (Vitest itself restores vi.spyOn mocks per file).
    isolate: false,
    // Two cores, three files at a time: much of a file's time is waiting (on Chromium, a server process,
    // PostgreSQL, a scheduled second), so a third worker fills the cores. A whole CI run with two workers used
    // 16.9 min of CPU in 16.8 min (one core's worth, PostgreSQL aside).
    maxWorkers: 3,
    // Generator tests run tsc on a whole copy of the project (~15 s alone, more when two run at once).
    testTimeout: 90_000,
    // expect.poll waits 1 s by default: under a whole run's load (CPU pressure near 80 %) a browser can take
    // longer to show what a test waits for, as a page load does (PAGE_TIMEOUT_MS, tests/helpers/browser.ts).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['tests/**/*.test.ts', 'kinds/**/*.test.ts', 'kinds/**/*.test.tsx'] } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: HTTP_SUITES,
                exclude: ONCE,
                env: { TEST_DATABASE: 'postgres' },
                // Fails the whole run, naming the URL, when the server cannot be reached; makes the database
                // every test server of the project copies.
                globalSetup: ['tests/helpers/database-template.ts', 'tests/helpers/browser-pool.ts', 'tests/helpers/postgres-reachable.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
