import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant of runtime-server/auth (`npm run mutate`):
 * only the in-process API and security tests; browser tests and the tests that spawn
 * the server entry cannot see the mutants in Stryker's sandbox.
 */
export default defineConfig({
  test: {
    include: [
      'tests/security/account-takeover.test.ts',
      'tests/security/role-sabotage.test.ts',
      'tests/security/rate-limits.test.ts',
      'tests/security/tokens.test.ts',
      'tests/security/emails.test.ts',
      'tests/api/roles.test.ts',
    ],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
