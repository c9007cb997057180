import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageLoading } from '../../components/ui/page-loading';
import { ShopBar } from '../../features/shop/components/cart-link';
import { CartView } from '../../features/shop/components/cart-view';
import { ProductDetail } from '../../features/shop/components/product-detail';
import { ShopShelves } from '../../features/shop/components/shop-shelves';
import { useProduct } from '../../features/shop/hooks/use-shop';
import { useLanguage } from '../../hooks/use-language';
import { useShopMeta } from '../../features/shop/hooks/use-shop-meta';
import { NotFoundRoute } from './not-found';

/*
 * The shop's pages (issue 31): the shelves, a product (a shell: products change after the build)
 * and the cart. One module for the three, so the router's table (in every page's first load)
 * names one chunk for them; checkout and an order's status, with their forms (formik, yup), are
 * their own (./checkout.tsx, ./order-status.tsx), which these pages' first load does not carry.
 */

/** /shop: the shelves, with a filter by category (`?category=`). */
export function ShopRoute() {
  const { t } = useTranslation(['shop']);
  useShopMeta('shop');
  return (
    <div className="page shop-page">
      <header className="page-intro">
        <h1 className="page-intro__heading">{t('shop:meta.shop.heading')}</h1>
        <p className="page-intro__lead">{t('shop:meta.shop.description')}</p>
      </header>
      <ShopBar back={false} />
      <ShopShelves />
    </div>
  );
}

/** /shop/{slug}: one product, loaded in the browser; an unknown slug is the not-found page. */
export function ProductRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  const { remote, reload } = useProduct(slug);
  const loaded = remote.status === 'loaded' ? remote.data : undefined;
  useShopMeta('shopProduct', loaded?.name[language]);
  if (
    remote.status === 'failed' &&
    remote.failure.kind === 'status' &&
    remote.failure.status === 404
  )
    return <NotFoundRoute />;
  if (remote.status === 'loading') return <PageLoading />;
  return (
    <div className="page shop-page">
      <ShopBar />
      {loaded ? (
        <ProductDetail key={loaded.slug} product={loaded} />
      ) : (
        <LoadFailure
          className="shop-failure"
          message={t('shop:product.error')}
          retry={t('shop:retry')}
          onRetry={reload}
        />
      )}
    </div>
  );
}

/** /shop/cart: the cart, priced by the server. */
export function CartRoute() {
  const { t } = useTranslation(['shop']);
  useShopMeta('cart');
  return (
    <div className="page shop-page">
      <ShopBar />
      <h1>{t('shop:meta.cart.title')}</h1>
      <CartView />
    </div>
  );
}
