import type { StaffProduct } from '@gsk/core/api';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useLocalizedPath } from '../../../../hooks/use-localized-path';
import { useRemote } from '../../../../hooks/use-remote';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { senText } from '../../crowdfunding/lib/format';
import { Loading, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { createProduct, fetchProduct, fetchProducts, updateProduct } from '../api/shop-api';
import { proceedsTo } from '../lib/shop-text';
import { ProductForm } from './product-form';
import { BackLink, Failure, shopNamespaces } from './parts';

/** A variant in a few words: its code, size and colour ('TS-M-GRN · M · Green'). */
export function useVariantName() {
  const { t } = useTranslation(shopNamespaces);
  return (variant: StaffProduct['variants'][number]) =>
    [variant.sku, variant.size, variant.colour && t(`staffShop:colours.${variant.colour}`)]
      .filter(Boolean)
      .join(' · ');
}

/** A product's variants with their stock, the low ones marked. */
function VariantStock({ product }: { product: StaffProduct }) {
  const { t } = useTranslation(shopNamespaces);
  const variantName = useVariantName();
  return (
    <ul className="staff-shop__stock">
      {product.variants.map((variant) => (
        <li key={variant.sku}>
          {variantName(variant)}: {t('staffShop:products.inStock', { count: variant.stock })}
          {variant.low && (
            <>
              {' '}
              <span className="staff-badge staff-badge--low">{t('staffShop:products.low')}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every product with its status, category, whom its proceeds go to, variants' stock (low ones
 * marked) and units sold; a notice at the top when any variant is low.
 */
export function ProductsPage() {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const { callFailed } = useStaffSession();
  const { remote, refresh } = useRemote(fetchProducts, callFailed);
  const column = {
    product: t('staffShop:products.product'),
    status: t('staffShop:products.status'),
    category: t('staffShop:products.category'),
    enterprise: t('staffShop:products.enterprise'),
    variants: t('staffShop:products.variants'),
    sold: t('staffShop:products.sold'),
  };
  return (
    <PeoplePage
      heading={t('staffShop:products.heading')}
      lead={t('staffShop:products.lead')}
      actions={
        <Link className="button button--primary" to={staffPath('shop', 'products', 'new')}>
          {t('staffShop:products.create')}
        </Link>
      }
    >
      {remote.status === 'loading' && <Loading label={t('staffShop:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {remote.status === 'loaded' && (
        <>
          {remote.data.lowStock > 0 && (
            <p className="staff-shop__warning" role="note">
              {t('staffShop:products.lowNotice', { count: remote.data.lowStock })}
            </p>
          )}
          {remote.data.products.length === 0 ? (
            <p className="staff-people__empty">{t('staffShop:common.empty')}</p>
          ) : (
            <StaffTable label={t('staffShop:products.listLabel')} columns={Object.values(column)}>
              {remote.data.products.map((product) => (
                <tr key={product.slug}>
                  <th scope="row" data-label={column.product}>
                    <Link to={staffPath('shop', 'products', product.slug)}>
                      {product.name[language]}
                    </Link>
                    <span className="staff-table__sub">
                      <Link to={staffPath('shop', 'products', product.slug, 'stock')}>
                        {t('staffShop:products.stock', { name: product.name[language] })}
                      </Link>
                    </span>
                  </th>
                  <td data-label={column.status}>
                    <StatusBadge status={product.status}>
                      {t(`staffShop:productStatuses.${product.status}`)}
                    </StatusBadge>
                  </td>
                  <td data-label={column.category}>
                    {t(`staffShop:categories.${product.category}`)}
                  </td>
                  <td data-label={column.enterprise}>
                    {proceedsTo(product.enterprise, t, language)}
                  </td>
                  <td data-label={column.variants}>
                    <VariantStock product={product} />
                  </td>
                  <td data-label={column.sold}>
                    {t('staffShop:products.soldUnits', { count: product.sold })}
                    <span className="staff-table__sub">
                      {t('staffShop:products.proceeds', {
                        amount: senText(product.proceedsSen, language),
                      })}
                    </span>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </>
      )}
    </PeoplePage>
  );
}

/** A new product: created as the form says, then opened. */
export function ProductCreatePage() {
  const { t } = useTranslation(shopNamespaces);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <PeoplePage
      heading={t('staffShop:productForm.createHeading')}
      actions={
        <BackLink to={staffPath('shop', 'products')}>{t('staffShop:productForm.back')}</BackLink>
      }
    >
      <ProductForm
        submitLabel={t('staffShop:productForm.create')}
        send={async (values) => {
          const created = await createProduct(values);
          navigate(localize(staffPath('shop', 'products', created.slug)), {
            state: { created: true },
          });
        }}
      />
    </PeoplePage>
  );
}

/** A product's form, filled with it as saved; its stock page a link away. */
export function ProductEditPage() {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const { slug = '' } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState(false);
  const load = useCallback(() => fetchProduct(slug), [slug]);
  const { callFailed } = useStaffSession();
  const { remote, refresh, replace } = useRemote(load, callFailed);
  const product = remote.status === 'loaded' ? remote.data : undefined;
  return (
    <PeoplePage
      heading={
        product
          ? t('staffShop:productForm.editHeading', { name: product.name[language] })
          : t('staffShop:products.heading')
      }
      actions={
        <BackLink to={staffPath('shop', 'products')}>{t('staffShop:productForm.back')}</BackLink>
      }
    >
      {remote.status === 'loading' && <Loading label={t('staffShop:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {product && (
        <>
          <p role="status" className="staff-people__done">
            {created ? t('staffShop:productForm.created') : ''}
          </p>
          <p>
            <Link to={staffPath('shop', 'products', product.slug, 'stock')}>
              {t('staffShop:products.stock', { name: product.name[language] })}
            </Link>
          </p>
          <ProductForm
            key={product.updatedAt}
            product={product}
            submitLabel={t('staffShop:productForm.save')}
            done={saved ? t('staffShop:productForm.saved') : ''}
            send={async (values) => {
              setSaved(false);
              replace(await updateProduct(product.slug, { ...values, slug: product.slug }));
              setSaved(true);
            }}
          />
        </>
      )}
    </PeoplePage>
  );
}
