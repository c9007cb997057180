import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { ShopBar } from '../../features/shop/components/cart-link';
import { OrderLookupSketch } from '../../features/shop/components/order-lookup-fields';
import { useShopMeta } from '../../features/shop/hooks/use-shop-meta';
import { useHydrated } from '../../hooks/use-hydrated';
import { island } from '../../lib/island';

/**
 * The order's form as an island (lib/island.tsx): its sketch shows until the buyer reaches for it;
 * then formik, yup and the shop's validation messages load and the form takes over.
 */
const OrderLookupIsland = island(
  () => import('../../features/shop/components/order-lookup').then((module) => module.OrderLookup),
  ['validationShop', 'validation'],
  [],
  OrderLookupSketch,
);

/** /shop/order (issue 31): an order's status by its number (`?number=`) and email. */
export function OrderStatusRoute() {
  const { t } = useTranslation(['shop']);
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  useShopMeta('orderStatus');
  return (
    <div className="page shop-page">
      <ShopBar />
      <h1>{t('shop:meta.orderStatus.title')}</h1>
      <p>{t('shop:meta.orderStatus.description')}</p>
      {/* The number comes from the address, which the prerendered page does not know. */}
      {hydrated ? (
        <OrderLookupIsland initialNumber={params.get('number')?.trim() ?? ''} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
