/** How long the browser may hold back an idle callback, in milliseconds. */
const idleTimeoutMs = 3000;

/**
 * Runs `task` once the browser is idle after the page has painted (a timer where there is no
 * `requestIdleCallback`); the returned function cancels it.
 */
export function afterIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}
