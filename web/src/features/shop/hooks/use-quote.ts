import type { QuoteValues } from '@gsk/core/shop';
import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { quoteCart } from '../api/shop-api';
import type { StoredLine } from '../lib/cart';

/**
 * The server's quote of the cart's lines (and shipping, with a postcode), asked again whenever
 * they change: the only prices the page shows. No lines, no call.
 */
export function useQuote(
  lines: readonly StoredLine[],
  postcode = '',
  shipping: QuoteValues['shipping'] = 'standard',
) {
  const load = useCallback(
    () =>
      lines.length === 0
        ? Promise.resolve(undefined)
        : quoteCart([...lines], postcode ? { postcode, shipping } : {}),
    [lines, postcode, shipping],
  );
  return useRemote(load);
}
