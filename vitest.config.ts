import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    // Two cores: browser tests and type-checks are heavy, so files run two at a time.
    maxWorkers: 2,
    // Generator tests run tsc on a whole copy of the project (~15 s alone, more when two run at once).
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
