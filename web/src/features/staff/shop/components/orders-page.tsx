import type { StaffOrderSummary } from '@gsk/core/api';
import { orderStatuses, type OrderStatus } from '@gsk/core/shop';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../../../components/form/field';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { usePagedList } from '../../hooks/use-paged-list';
import { when } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';
import { senText } from '../../crowdfunding/lib/format';
import { PagedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { fetchOrders, ordersExportHref, type OrderFilter } from '../api/shop-api';
import { deliveryText, orderTabs } from '../lib/shop-text';
import { shopNamespaces } from './parts';

/** The list's filter in the page's address (`?status=packed&q=…`), so back and links keep it. */
const filterOf = (params: URLSearchParams): OrderFilter => {
  const status = params.get('status') ?? '';
  const q = params.get('q')?.trim();
  return {
    status: (orderStatuses as readonly string[]).includes(status)
      ? (status as OrderStatus)
      : 'paid',
    ...(q ? { q } : {}),
  };
};

/** The search by order number or email: what it finds is the list below. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation(shopNamespaces);
  const id = useId();
  const [value, setValue] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form
      className="staff-shop__search"
      role="search"
      aria-label={t('staffShop:orders.search')}
      onSubmit={submit}
    >
      <Field
        id={`${id}-q`}
        label={t('staffShop:orders.query')}
        hint={t('staffShop:orders.queryHint')}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__control"
            type="search"
            value={value}
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <div className="staff-shop__search-actions">
        <button type="submit" className="button button--primary">
          {t('staffShop:orders.submit')}
        </button>
        {q && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setValue('');
              onSearch('');
            }}
          >
            {t('staffShop:orders.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The orders' table: a row per order, a card per order on a phone. */
function OrdersTable({ rows }: { rows: StaffOrderSummary[] }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const column = {
    number: t('staffShop:orders.number'),
    placed: t('staffShop:orders.placed'),
    buyer: t('staffShop:orders.buyer'),
    items: t('staffShop:orders.items'),
    total: t('staffShop:orders.total'),
    delivery: t('staffShop:orders.delivery'),
    state: t('staffShop:orders.state'),
  };
  return (
    <StaffTable label={t('staffShop:orders.listLabel')} columns={Object.values(column)}>
      {rows.map((order) => (
        <tr key={order.orderId}>
          <th scope="row" data-label={column.number}>
            <Link to={staffPath('shop', 'orders', order.orderId)}>{order.orderId}</Link>
          </th>
          <td data-label={column.placed}>{when(order.createdAt, language)}</td>
          <td data-label={column.buyer}>
            {order.name}
            <span className="staff-table__sub">{order.email}</span>
          </td>
          <td data-label={column.items}>
            {t('staffShop:orders.itemCount', { count: order.items })}
          </td>
          <td data-label={column.total}>{senText(order.totalSen, language)}</td>
          <td data-label={column.delivery}>{deliveryText(order, t)}</td>
          <td data-label={column.state}>
            <StatusBadge status={order.status}>{t(`staffShop:states.${order.status}`)}</StatusBadge>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/**
 * The shop's orders by state (those to act on first: to pack, packed, shipped), searchable by
 * order number or email, a page at a time, with the same list as a CSV export.
 */
export function OrdersPage() {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => filterOf(new URLSearchParams(query)), [query]);
  const load = useCallback((cursor?: string) => fetchOrders(filter, cursor), [filter]);
  const list = usePagedList(load);
  const show = (next: OrderFilter) =>
    setParams(new URLSearchParams({ status: next.status, ...(next.q ? { q: next.q } : {}) }));
  return (
    <PeoplePage
      heading={t('staffShop:orders.heading')}
      lead={t('staffShop:orders.lead')}
      actions={
        <a
          className="button button--ghost"
          href={ordersExportHref(filter, language)}
          download
          aria-describedby="staff-shop-export-hint"
        >
          {t('staffShop:orders.export')}
        </a>
      }
    >
      <p id="staff-shop-export-hint" className="staff-shop__hint">
        {t('staffShop:orders.exportHint')}
      </p>
      <SearchForm
        key={filter.q ?? ''}
        q={filter.q ?? ''}
        onSearch={(q) => show({ ...filter, q })}
      />
      <div className="staff-shop__tabs" role="group" aria-label={t('staffShop:orders.tabs')}>
        {orderTabs.map((status) => (
          <button
            key={status}
            type="button"
            className={`button ${status === filter.status ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={status === filter.status}
            onClick={() => show({ ...filter, status })}
          >
            {t(`staffShop:tabs.${status}`)}
          </button>
        ))}
      </div>
      {filter.q && (
        <p className="staff-shop__searching">
          {t('staffShop:orders.searching', {
            q: filter.q,
            state: t(`staffShop:tabs.${filter.status}`),
          })}
        </p>
      )}
      <PagedList
        list={list}
        loadingLabel={t('staffShop:common.loading')}
        emptyText={t('staffShop:common.empty')}
      >
        {(rows) => <OrdersTable rows={rows} />}
      </PagedList>
    </PeoplePage>
  );
}
