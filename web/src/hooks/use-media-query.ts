import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. Prerendered HTML and its hydration assume it does
 * not; the browser's answer follows straight after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      // Safari before 14 knows only the older addListener.
      if (typeof list?.addEventListener !== 'function') {
        list?.addListener?.(onChange);
        return () => list?.removeListener?.(onChange);
      }
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches === true,
    () => false,
  );
}
