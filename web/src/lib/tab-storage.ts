/**
 * This tab's storage (sessionStorage, never localStorage: gone when the tab closes), for what a
 * page keeps over a reload or a trip to another site; undefined where storage is refused (private
 * modes, blocked), so the page simply starts afresh.
 */
export const tabStorage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};
