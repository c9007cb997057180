import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { fetchProduct, fetchProducts } from '../api/shop-api';

/** The products on sale, with a reload after a failure. */
export const useProducts = () => useRemote(fetchProducts);

/** One product by slug, with a reload after a failure (`product_not_found`: 404). */
export function useProduct(slug: string) {
  const load = useCallback(() => fetchProduct(slug), [slug]);
  return useRemote(load);
}
