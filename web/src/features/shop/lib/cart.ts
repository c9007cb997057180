import {
  CART_MAX_LINES,
  CART_STORAGE_KEY,
  LINE_MAX_QUANTITY,
  PRODUCT_SLUG_PATTERN,
  VARIANT_SKU_PATTERN,
} from '@gsk/core/shop/limits';
import { useSyncExternalStore } from 'react';

/*
 * The cart, kept in the browser (localStorage, so it outlives the tab and the trip to the
 * gateway) as lines of `{ product, sku, quantity }` only: never a price, which the server gives
 * on every quote (docs/shop.md). Other tabs hear each change through the `storage` event. A
 * stored value that is not such a list (an old format, a hand edit) reads as an empty cart.
 */

/** A line of the cart as kept: a product's variant and how many. */
export interface StoredLine {
  product: string;
  sku: string;
  quantity: number;
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

const isLine = (value: unknown): value is StoredLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.product === 'string' &&
    PRODUCT_SLUG_PATTERN.test(line.product) &&
    typeof line.sku === 'string' &&
    VARIANT_SKU_PATTERN.test(line.sku) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= LINE_MAX_QUANTITY
  );
};

const sameLine = (a: Pick<StoredLine, 'product' | 'sku'>, b: Pick<StoredLine, 'product' | 'sku'>) =>
  a.product === b.product && a.sku === b.sku;

/** Reads a stored value: its well-formed lines (only their three fields), else nothing. */
export function parseCart(raw: string | null | undefined): StoredLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isLine)) return [];
    const lines = parsed.map(({ product, sku, quantity }) => ({ product, sku, quantity }));
    return lines.filter(
      (line, index) => lines.findIndex((other) => sameLine(line, other)) === index,
    );
  } catch {
    return [];
  }
}

const empty: StoredLine[] = [];
let cached: { raw: string | null; lines: StoredLine[] } = { raw: null, lines: empty };
const listeners = new Set<() => void>();

/** The cart's lines now (the same array while the stored value is unchanged). */
export function readCart(): StoredLine[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, lines: parseCart(raw) };
  return cached.lines;
}

const notify = () => listeners.forEach((listener) => listener());

/** Stores the cart's lines (an empty cart removes the key) and tells this tab's listeners. */
function writeCart(lines: StoredLine[]) {
  try {
    if (lines.length === 0) storage()?.removeItem(CART_STORAGE_KEY);
    else storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or refused: the cart stays as it was.
  }
  notify();
}

/**
 * Adds `quantity` of a variant (to what the cart holds of it, at most LINE_MAX_QUANTITY);
 * answers false when the cart already holds CART_MAX_LINES other items.
 */
export function addToCart(line: StoredLine): boolean {
  const lines = readCart();
  const held = lines.find((other) => sameLine(other, line));
  if (!held && lines.length >= CART_MAX_LINES) return false;
  const quantity = Math.min(LINE_MAX_QUANTITY, (held?.quantity ?? 0) + line.quantity);
  writeCart(
    held
      ? lines.map((other) => (sameLine(other, line) ? { ...other, quantity } : other))
      : [...lines, { product: line.product, sku: line.sku, quantity }],
  );
  return true;
}

/** Sets a line's quantity (1 to LINE_MAX_QUANTITY); 0 removes it. */
export function setQuantity(line: Pick<StoredLine, 'product' | 'sku'>, quantity: number) {
  const lines = readCart();
  if (quantity <= 0) {
    writeCart(lines.filter((other) => !sameLine(other, line)));
    return;
  }
  const bounded = Math.min(LINE_MAX_QUANTITY, Math.floor(quantity));
  writeCart(
    lines.map((other) => (sameLine(other, line) ? { ...other, quantity: bounded } : other)),
  );
}

/** Takes a line out of the cart. */
export const removeFromCart = (line: Pick<StoredLine, 'product' | 'sku'>) => setQuantity(line, 0);

/** Empties the cart (an order paid). */
export const clearCart = () => writeCart([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change of the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Prerendering and hydration show an empty cart: the browser's own shows after. */
const serverCart = () => empty;

/** The cart's lines, kept in step with this tab's and other tabs' changes. */
export const useCart = (): StoredLine[] => useSyncExternalStore(subscribe, readCart, serverCart);

/** How many items the cart holds. */
export const cartCount = (lines: readonly StoredLine[]) =>
  lines.reduce((count, line) => count + line.quantity, 0);
