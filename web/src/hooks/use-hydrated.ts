import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is prerendered and while the browser hydrates that HTML, true afterwards (and
 * at once in a page the browser renders itself): for what only the browser can show.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
