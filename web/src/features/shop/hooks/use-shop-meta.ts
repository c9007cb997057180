import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** A shop page's title (its own, or what it shows once known) and description, from the shop's catalogue. */
export function useShopMeta(
  page: 'shop' | 'shopProduct' | 'cart' | 'checkout' | 'orderStatus',
  title?: string,
) {
  const { t } = useTranslation(['shop']);
  usePageMeta(page, {
    title: title ?? t(`shop:meta.${page}.title`),
    description: t(`shop:meta.${page}.description`),
  });
}
