import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pollInterval, uiTimeout } from './tests/support/waits';

/** `expect.poll` waits as long as any other UI wait (its own default is 1 s). */
const expectOptions = { poll: { timeout: uiTimeout, interval: pollInterval } };

/**
 * Test files run at once. Vitest's default in a run is one less than the cores (one worker on this
 * 2-core machine); most of the browser and integration files' time is spent waiting on Chromium,
 * the shared stack or a timer, so a few more workers than cores keep both cores busy
 * (docs/testing.md has the measurements). `TEST_WORKERS` overrides it.
 */
const workers = Number(process.env.TEST_WORKERS ?? 4);

/**
 * One test run, several projects (docs/testing.md): pure unit tests, component tests in jsdom, the
 * synthesized AWS stacks, tests against the shared local stack, and browser tests of the built site
 * in Debian's Chromium. Every project runs in one group, so their files share the workers. `npm
 * test` runs them all; `npm run test:quick` the unit and component tests.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    maxWorkers: workers,
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
          setupFiles: ['tests/infra/stacks/synth-ready.ts'],
          hookTimeout: 300_000,
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
        // The API over HTTP against the run's shared local stack (tests/support/stack-setup.ts).
        test: {
          name: 'integration',
          environment: 'node',
          expect: expectOptions,
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The production build (prerendered pages in both languages) as CloudFront serves it, and
        // the visitors' and staff's journeys through it in Chromium.
        test: {
          name: 'browser',
          environment: 'node',
          expect: expectOptions,
          include: ['tests/{e2e,site}/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts', 'tests/support/browser-setup.ts'],
          setupFiles: ['tests/support/site-ready.ts'],
          // A journey is many waits, each bounded on its own (Playwright 30 s, polls uiTimeout); a
          // passing one on a loaded machine takes minutes, so the test's bound is a backstop only.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // On CI's shared, loaded machine a journey is tried once more before it fails; the summary
          // names every test that needed it (tests/support/summary-reporter.ts). Locally, never.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
