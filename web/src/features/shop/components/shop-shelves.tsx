import type { ShopProductSummary } from '@gsk/core/api';
import { productCategories, type ProductCategory } from '@gsk/core/shop/catalogue';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useProducts } from '../hooks/use-shop';
import { enterpriseName, senText } from '../lib/shop-text';
import { ProductArtwork } from './product-artwork';
import './shop.css';

const isCategory = (value: string | null): value is ProductCategory =>
  (productCategories as readonly (string | null)[]).includes(value);

/** A product on the shelf: its drawing in its first colour, name, lowest price, who gains, sold out. */
function ProductCard({ product }: { product: ShopProductSummary }) {
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  const enterprise = enterpriseName(product.enterprise);
  return (
    <li className="product-card">
      <ProductArtwork
        artwork={product.artwork}
        colour={product.colours[0]}
        className="product-card__art"
      />
      <h2 className="product-card__name">
        <Link to={paths.shopProduct(product.slug)} className="product-card__link">
          {product.name[language]}
        </Link>
      </h2>
      <p className="product-card__price">
        {t('shop:shelves.from', { price: senText(product.fromSen, language) })}
      </p>
      <p className="product-card__for">
        {enterprise
          ? t('shop:proceeds.enterprise', { name: enterprise })
          : t('shop:proceeds.movement')}
      </p>
      {product.soldOut ? <p className="shop-badge">{t('shop:shelves.soldOut')}</p> : null}
    </li>
  );
}

/**
 * The shop's shelves: a filter by category (links `?category=`, so each shelf has its address),
 * the products on sale (loaded in the browser: stock and prices change after the build), where
 * the money goes, and the way to track an order.
 */
export function ShopShelves() {
  const { t } = useTranslation(['shop']);
  const [params] = useSearchParams();
  const chosen = params.get('category');
  const category = isCategory(chosen) ? chosen : undefined;
  const { remote, reload } = useProducts();
  const shown =
    remote.status === 'loaded'
      ? remote.data.filter((product) => !category || product.category === category)
      : [];
  return (
    <div className="shop-shelves">
      <nav className="shop-filter" aria-label={t('shop:shelves.categories')}>
        <ul className="shop-filter__list">
          {[undefined, ...productCategories].map((each) => (
            <li key={each ?? 'all'}>
              <Link
                to={each ? `${paths.shop}?category=${each}` : paths.shop}
                className="shop-filter__option"
                aria-current={each === category ? 'page' : undefined}
              >
                {t(`shop:category.${each ?? 'all'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {remote.status === 'loading' ? (
        <p role="status" className="shop-status">
          {t('shop:shelves.loading')}
        </p>
      ) : remote.status === 'failed' ? (
        <LoadFailure
          className="shop-failure"
          message={t('shop:shelves.error')}
          retry={t('shop:retry')}
          onRetry={reload}
        />
      ) : shown.length === 0 ? (
        <p className="shop-status">{t('shop:shelves.empty')}</p>
      ) : (
        <ul className="product-grid" aria-label={t('shop:shelves.products')}>
          {shown.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </ul>
      )}
      <section className="shop-note" aria-labelledby="shop-money">
        <h2 id="shop-money">{t('shop:shelves.moneyHeading')}</h2>
        <p>{t('shop:shelves.money')}</p>
        <p>
          <Link to={paths.orderStatus}>{t('shop:shelves.track')}</Link>
        </p>
      </section>
    </div>
  );
}
