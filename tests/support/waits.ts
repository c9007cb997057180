/**
 * The bound one wait on the UI gets (an element shown, a URL reached, a focus moved, an email in the
 * outbox): generous, because the suite runs on a loaded 2-core machine, where a render that takes
 * 50 ms alone can take seconds. A wait that holds ends as soon as its condition does, so only a
 * real failure costs the whole bound. `expect.poll` and testing-library's `findBy*`/`waitFor` get
 * it as their default (vitest.config.ts, jsdom-setup.ts); Playwright's own waits default to 30 s.
 */
export const uiTimeout = 20_000;

/** How often a polled condition is read again. */
export const pollInterval = 100;
