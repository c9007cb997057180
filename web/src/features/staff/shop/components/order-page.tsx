import type { OrderDelivery, StaffOrder } from '@gsk/core/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import type { ApiFailure } from '../../../../lib/api-client';
import { useStaffSession } from '../../hooks/staff-session';
import { statusText, when } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';
import { senText } from '../../crowdfunding/lib/format';
import { Loading, PeoplePage } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { fetchOrder } from '../api/shop-api';
import { OrderActions } from './order-actions';
import { BackLink, Failure, shopNamespaces } from './parts';

/** Terms and their values, as a description list. */
function Terms({ label, terms }: { label: string; terms: [string, string][] }) {
  return (
    <dl className="staff-shop__terms" aria-label={label}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the order goes: the address and the shipping method, or the event it is collected at. */
function Delivery({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const terms: [string, string][] =
    delivery.method === 'post'
      ? [
          [t('staffShop:order.method'), t(`staffShop:methods.${delivery.shipping}`)],
          [
            t('staffShop:order.address'),
            [
              delivery.line1,
              delivery.line2,
              `${delivery.postcode} ${delivery.city}`,
              t(`staffShop:malaysianStates.${delivery.state}`),
            ]
              .filter(Boolean)
              .join(', '),
          ],
          [t('staffShop:orders.delivery'), t(`staffShop:regions.${delivery.region}`)],
        ]
      : [
          [t('staffShop:order.method'), t('staffShop:orders.pickup')],
          [
            t('staffShop:order.pickupAt'),
            [
              delivery.event.title[language],
              when(delivery.event.startsAt, language),
              delivery.event.venue?.[language],
            ]
              .filter(Boolean)
              .join(', '),
          ],
        ];
  return <Terms label={t('staffShop:order.delivery')} terms={terms} />;
}

/** The order's lines as they were bought, then its subtotal, shipping and total. */
function Lines({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const money = (sen: number) => senText(sen, language);
  const column = {
    product: t('staffShop:order.product'),
    quantity: t('staffShop:order.quantity'),
    unit: t('staffShop:order.unit'),
    amount: t('staffShop:order.lineTotal'),
  };
  return (
    <table className="staff-table staff-shop__lines">
      <caption className="visually-hidden">{t('staffShop:order.lines')}</caption>
      <thead>
        <tr>
          {Object.values(column).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={`${line.product}-${line.sku}`}>
            <th scope="row" data-label={column.product}>
              {line.name[language]}
              <span className="staff-table__sub">
                {[line.variant[language], line.sku].filter(Boolean).join(' · ')}
              </span>
            </th>
            <td data-label={column.quantity}>{line.quantity}</td>
            <td data-label={column.unit}>{money(line.unitSen)}</td>
            <td data-label={column.amount}>{money(line.lineSen)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {(
          [
            [t('staffShop:order.subtotal'), money(order.subtotalSen)],
            [
              t('staffShop:order.shipping'),
              order.shippingSen === 0 && order.delivery.method === 'post'
                ? t('staffShop:order.free')
                : money(order.shippingSen),
            ],
            [t('staffShop:order.total'), money(order.totalSen)],
          ] as const
        ).map(([term, value]) => (
          <tr key={term}>
            <th scope="row" colSpan={3}>
              {term}
            </th>
            <td data-label={term}>{value}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** What happened to the order, oldest first, with who did it. */
function History({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  if (order.events.length === 0) return <p>{t('staffShop:order.noHistory')}</p>;
  return (
    <ol className="staff-shop__history">
      {order.events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <span className="staff-shop__when">{when(event.at, language)}</span>{' '}
          <strong>{t(`staffShop:events.${event.kind}`)}</strong>
          {event.by && <> {t('staffShop:order.by', { name: event.by })}</>}
          {event.details && Object.keys(event.details).length > 0 && (
            <span className="staff-table__sub">{Object.values(event.details).join(' · ')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The order's figures: the buyer, the payment, the tracking (with a failed email's warning). */
function OrderDetails({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(['staff', ...shopNamespaces]);
  const language = useLanguage();
  return (
    <>
      <section className="staff-card" aria-labelledby="staff-shop-buyer">
        <h2 id="staff-shop-buyer">{t('staffShop:order.buyer')}</h2>
        <Terms
          label={t('staffShop:order.buyer')}
          terms={[
            [t('staffShop:order.name'), order.name],
            [t('staffShop:order.email'), order.email],
            [t('staffShop:order.phone'), order.phone],
          ]}
        />
      </section>
      <section className="staff-card" aria-labelledby="staff-shop-lines">
        <h2 id="staff-shop-lines">{t('staffShop:order.lines')}</h2>
        <Lines order={order} />
      </section>
      <section className="staff-card" aria-labelledby="staff-shop-delivery">
        <h2 id="staff-shop-delivery">{t('staffShop:order.delivery')}</h2>
        <Delivery delivery={order.delivery} />
        {order.courier && order.trackingNumber && (
          <Terms
            label={t('staffShop:order.tracking')}
            terms={[
              [
                t('staffShop:order.tracking'),
                t('staffShop:order.trackingText', {
                  courier: order.courier,
                  tracking: order.trackingNumber,
                }),
              ],
            ]}
          />
        )}
        {order.trackingEmail === 'failed' && (
          <p className="staff-shop__warning">{t('staffShop:order.trackingFailed')}</p>
        )}
        {order.stockShort && (
          <p className="staff-shop__warning">{t('staffShop:order.stockShort')}</p>
        )}
      </section>
      <section className="staff-card" aria-labelledby="staff-shop-payment">
        <h2 id="staff-shop-payment">{t('staffShop:order.payment')}</h2>
        <Terms
          label={t('staffShop:order.payment')}
          terms={[
            [t('staffShop:order.placed'), when(order.createdAt, language)],
            [t('staffShop:order.paymentStatus'), statusText(order.paymentStatus, t)],
            [t('staffShop:order.paidAt'), when(order.paidAt, language)],
            ...(order.reason
              ? ([[t('staffShop:order.reason'), order.reason]] as [string, string][])
              : []),
          ]}
        />
      </section>
    </>
  );
}

/**
 * One order: its buyer, lines and amounts, delivery, payment and history, and what staff may do
 * now (the answer's `actions`). After an action the page says what it did and moves the focus
 * there; when the order moved on meanwhile (409) it says so and shows the order as it now is.
 */
export function OrderPage() {
  const { t } = useTranslation(shopNamespaces);
  const { id = '' } = useParams();
  const load = useCallback(() => fetchOrder(id), [id]);
  const { callFailed } = useStaffSession();
  const { remote, refresh, replace } = useRemote(load, callFailed);
  const order = remote.status === 'loaded' ? remote.data : undefined;
  const [notice, setNotice] = useState<{ done?: string; refused?: ApiFailure; at: number }>();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <PeoplePage
      heading={t('staffShop:order.heading', { id })}
      actions={<BackLink to={staffPath('shop', 'orders')}>{t('staffShop:order.back')}</BackLink>}
    >
      <div ref={noticeRef} tabIndex={-1} className="staff-shop__notice">
        <p role="status" className="staff-people__done">
          {notice?.done ?? ''}
        </p>
        {notice?.refused && <Failure failure={notice.refused} />}
      </div>
      {remote.status === 'loading' && <Loading label={t('staffShop:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {order && (
        <>
          <p className="staff-shop__state">
            {t('staffShop:order.state')}:{' '}
            <StatusBadge status={order.status}>{t(`staffShop:states.${order.status}`)}</StatusBadge>
          </p>
          <OrderActions
            order={order}
            onDone={(next, done) => {
              replace(next);
              setNotice({ done, at: Date.now() });
            }}
            onRefused={(failure) => {
              setNotice({ refused: failure, at: Date.now() });
              refresh();
            }}
            onStart={() => setNotice(undefined)}
          />
          <OrderDetails order={order} />
          <section className="staff-card" aria-labelledby="staff-shop-history">
            <h2 id="staff-shop-history">{t('staffShop:order.history')}</h2>
            <History order={order} />
          </section>
        </>
      )}
    </PeoplePage>
  );
}
