import type { StaffProduct, StockMovement } from '@gsk/core/api';
import { stockChangeSchema } from '@gsk/core/shop';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  FormEnd,
  SchemaForm,
  SelectInput,
  TextInput,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { useStaffSession } from '../../hooks/staff-session';
import { when } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';
import { Loading, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { changeStock, fetchMovements, fetchProduct } from '../api/shop-api';
import { signed } from '../lib/shop-text';
import { BackLink, Failure, NumberInput, shopNamespaces, useFailureText } from './parts';
import { useVariantName } from './product-pages';

/** The change form: which variant, by how much (+ or -), and why (core's stockChangeSchema). */
function StockChangeForm({ product, onChanged }: { product: StaffProduct; onChanged: () => void }) {
  const { t } = useTranslation(shopNamespaces);
  const failureText = useFailureText();
  const variantName = useVariantName();
  const [done, setDone] = useState('');
  const form = useSchemaForm({
    initialValues: { sku: product.variants[0]?.sku ?? '', change: '' as number | '', reason: '' },
    schema: stockChangeSchema,
    inputOf: (values) => ({ ...values, change: values.change === '' ? undefined : values.change }),
    send: async (values) => {
      setDone('');
      await changeStock(product.slug, values);
      form.formik.resetForm({ values: { sku: values.sku, change: '', reason: '' } });
      setDone(t('staffShop:stock.done', { sku: values.sku, change: signed(values.change) }));
      onChanged();
    },
    failureText,
  });
  const field = { formik: form.formik, prefix: form.prefix };
  return (
    <section className="staff-card" aria-labelledby={`${form.prefix}-title`}>
      <h2 id={`${form.prefix}-title`}>{t('staffShop:stock.form')}</h2>
      <SchemaForm form={form} label={t('staffShop:stock.form')}>
        <SelectInput
          form={field}
          name="sku"
          label={t('staffShop:stock.variant')}
          options={product.variants.map((variant) => ({
            code: variant.sku,
            name: `${variantName(variant)} (${t('staffShop:products.inStock', { count: variant.stock })})`,
          }))}
        />
        <NumberInput
          form={field}
          name="change"
          label={t('staffShop:stock.change')}
          hint={t('staffShop:stock.changeHint')}
          required
        />
        <TextInput
          form={field}
          name="reason"
          label={t('staffShop:stock.reason')}
          hint={t('staffShop:stock.reasonHint')}
          maxLength={200}
        />
        <FormEnd
          alert={form.alert}
          done={done}
          submitting={form.formik.isSubmitting}
          submit={t('staffShop:stock.submit')}
        />
      </SchemaForm>
    </section>
  );
}

/** The stock's movements, newest first: staff changes with their reason, and orders' returns. */
function Movements({ movements }: { movements: StockMovement[] }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  if (movements.length === 0)
    return <p className="staff-people__empty">{t('staffShop:stock.none')}</p>;
  const column = {
    at: t('staffShop:stock.at'),
    variant: t('staffShop:stock.variant'),
    change: t('staffShop:stock.change'),
    after: t('staffShop:stock.after'),
    reason: t('staffShop:stock.reason'),
    by: t('staffShop:stock.by'),
  };
  return (
    <StaffTable label={t('staffShop:stock.movements')} columns={Object.values(column)}>
      {movements.map((movement, index) => (
        <tr key={`${movement.at}-${index}`}>
          <th scope="row" data-label={column.at}>
            {when(movement.at, language)}
          </th>
          <td data-label={column.variant}>{movement.sku}</td>
          <td data-label={column.change}>{signed(movement.change)}</td>
          <td data-label={column.after}>{movement.stockAfter ?? t('staffShop:common.none')}</td>
          <td data-label={column.reason}>
            {movement.reason}
            {movement.order && (
              <span className="staff-table__sub">
                <Link to={staffPath('shop', 'orders', movement.order)}>
                  {t('staffShop:stock.order', { id: movement.order })}
                </Link>
              </span>
            )}
          </td>
          <td data-label={column.by}>{movement.by ?? t('staffShop:stock.shop')}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** A product's stock: the change form (with a reason, audited) and every movement. */
export function StockPage() {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const { slug = '' } = useParams();
  const { callFailed } = useStaffSession();
  const loadProduct = useCallback(() => fetchProduct(slug), [slug]);
  const loadMovements = useCallback(() => fetchMovements(slug), [slug]);
  const product = useRemote(loadProduct, callFailed);
  const movements = useRemote(loadMovements, callFailed);
  const shown = product.remote.status === 'loaded' ? product.remote.data : undefined;
  return (
    <PeoplePage
      heading={t('staffShop:stock.heading', { name: shown ? shown.name[language] : slug })}
      lead={t('staffShop:stock.lead')}
      actions={<BackLink to={staffPath('shop', 'products')}>{t('staffShop:stock.back')}</BackLink>}
    >
      {product.remote.status === 'loading' && <Loading label={t('staffShop:common.loading')} />}
      {product.remote.status === 'failed' && (
        <Failure failure={product.remote.failure} onRetry={product.refresh} />
      )}
      {shown && (
        <>
          <p>
            <Link to={staffPath('shop', 'products', shown.slug)}>{t('staffShop:stock.edit')}</Link>
          </p>
          <StockChangeForm
            product={shown}
            onChanged={() => {
              product.refresh();
              movements.refresh();
            }}
          />
        </>
      )}
      <section className="staff-card" aria-labelledby="staff-shop-movements">
        <h2 id="staff-shop-movements">{t('staffShop:stock.movements')}</h2>
        {movements.remote.status === 'loading' && <Loading label={t('staffShop:common.loading')} />}
        {movements.remote.status === 'failed' && (
          <Failure failure={movements.remote.failure} onRetry={movements.refresh} />
        )}
        {movements.remote.status === 'loaded' && (
          <Movements movements={movements.remote.data.movements} />
        )}
      </section>
    </PeoplePage>
  );
}
