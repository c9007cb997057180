/**
 * This tab's storage (sessionStorage, never localStorage: gone when the tab closes), for what a
 * page keeps over a reload or a trip to another site. Nothing happens where storage is refused
 * (private modes, full, blocked): the page simply starts afresh.
 */
const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

/** Keeps `value` as JSON under `key` for this tab. */
export function keepInTab(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: nothing is kept.
  }
}

/** What this tab kept under `key`, parsed; undefined when nothing (or no JSON) is there. */
export function keptInTab(key: string): unknown {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets what this tab kept under `key`. */
export function forgetInTab(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
