import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pollInterval, uiTimeout } from './tests/support/waits';

/** `expect.poll` waits as long as any other UI wait (its own default is 1 s). */
const expectOptions = { poll: { timeout: uiTimeout, interval: pollInterval } };

/**
 * One test run, several projects: pure unit tests, component tests in jsdom, tests that start the
 * local stack, and browser journeys in Debian's Chromium. `npm test` runs them all.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The functions' Powertools logger writes through the global console in dev mode, so
          // handler tests can read the structured lines they log.
          env: { POWERTOOLS_DEV: 'true' },
          expect: expectOptions,
          // Some checks are CPU-bound (100,000 payment ids); 5 s is too little on a loaded machine.
          testTimeout: 30_000,
          include: ['tests/{build,core,functions,infra,lint}/**/*.test.ts'],
          exclude: ['tests/infra/stacks/synthesized/**'],
        },
      },
      {
        // The AWS stacks, synthesized by `npm run synth` for prod and for `sst dev` (no AWS account).
        test: {
          name: 'infra',
          environment: 'node',
          expect: expectOptions,
          include: ['tests/infra/stacks/synthesized/**/*.test.ts'],
          globalSetup: ['tests/infra/stacks/synth-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          expect: expectOptions,
          // Room for a few of testing-library's waits (uiTimeout each) in one test.
          testTimeout: 60_000,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          expect: expectOptions,
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          // One stack for all files: a file that checks "nothing was written" must not see
          // another file's uploads, so files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The production build (prerendered pages in both languages) as CloudFront serves it.
        test: {
          name: 'site',
          environment: 'node',
          expect: expectOptions,
          include: ['tests/site/**/*.test.ts'],
          globalSetup: ['tests/support/built-stack-setup.ts'],
          // A journey is many waits, each bounded on its own (Playwright 30 s, polls uiTimeout); a
          // passing one on a loaded machine takes minutes, so the test's bound is a backstop only.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          expect: expectOptions,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          // A journey is many waits, each bounded on its own (Playwright 30 s, polls uiTimeout); a
          // passing one on a loaded machine takes minutes, so the test's bound is a backstop only.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
