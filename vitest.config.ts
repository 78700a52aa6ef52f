import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { catalogueSplit } from './scripts/vite-catalogue-split.mjs';

/** The player app's catalogue in two parts, as its build has it (decision 0075). */
const webCatalogue = catalogueSplit(fileURLToPath(new URL('apps/web/src/i18n', import.meta.url)));

/**
 * Projects:
 * - unit: the pure packages and the apps' logic (no database, no browser);
 * - server-pglite: API integration tests on embedded PGlite (always);
 * - server-postgres: the same files on PostgreSQL, when TEST_DATABASE_URL is set;
 * - e2e: Chromium through playwright-core, when TEST_E2E=1 (scripts/test.mjs decides).
 */
// npm test runs the unit and API suites at the lowest priority beside the browser suite, where a test can take
// ten times as long as alone (a PGlite round of 72 holes: 2.6 s alone, 30 s there); it scales the bounds.
const timeoutScale = Number(process.env.TEST_TIMEOUT_SCALE ?? 1);

const serverProject = (name: string, engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/server/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'apps/server/src/db/seed/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000 * timeoutScale,
    hookTimeout: 60_000 * timeoutScale,
    // A worker imports the server once for all its files instead of once per file (the imports took more
    // time than the tests). Each file still builds its own app on its own database (test/app.ts), and no
    // server test mocks modules or changes process.env, so there is no state for a file to leak.
    isolate: false,
  },
});

const mockingUnitFiles = ['apps/web/src/lib/api.test.ts', 'apps/backoffice/src/i18n/index.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    plugins: [webCatalogue],
    test: {
      name: 'unit',
      include: [
        'packages/**/*.test.ts',
        'apps/web/src/**/*.test.{ts,tsx}',
        'apps/backoffice/src/**/*.test.{ts,tsx}',
        'apps/server/src/db/seed/**/*.test.ts',
        'scripts/**/*.test.ts',
        'bench/lib/**/*.test.ts',
      ],
      exclude: ['**/node_modules/**', ...mockingUnitFiles],
      testTimeout: 5_000 * timeoutScale,
      // One import of React, Mantine and the packages per worker, not per file (that took 90% of the time).
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  },
  // Files that replace modules (vi.mock) run apart, so the replacement reaches no other file (eslint.config.js
  // refuses vi.mock in the other unit files).
  {
    plugins: [webCatalogue],
    test: { name: 'unit-mocks', include: mockingUnitFiles, testTimeout: 5_000 * timeoutScale },
  },
  serverProject('server-pglite', 'pglite'),
];
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));
if (process.env.TEST_E2E === '1') {
  projects.push({
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: ['e2e/global-setup.ts'],
      // The longest flows (sign-up to 2FA, an offline round swung shot by shot) take 30 s alone and
      // twice that on a busy 2-core machine.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // expect.poll's own default, 1 s, is less than a list takes to show on a busy 2-core machine;
      // a poll still ends as soon as it holds.
      expect: { poll: { timeout: 10_000 } },
      fileParallelism: false,
      // The files share the worker's modules and one Chromium (e2e/browser.ts) instead of starting both per file.
      isolate: false,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // At least two files at a time (vitest's default is one fewer than the cores: one on a 2-core CI
    // machine). Much of a file's time is spent waiting on another process (PostgreSQL, Chromium, the
    // browser suite's server), which a second file fills; the browser suite itself stays one file at a
    // time (fileParallelism above).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
