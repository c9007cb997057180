import type { OrderView } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/calendar-day';
import { senText } from '../lib/shop-text';
import { Amounts, LineName } from './quote-lines';
import './shop.css';

/** The steps of an order that goes well, in order; a pickup's last is its collection. */
const steps = ['placed', 'paid', 'packed', 'shipped', 'delivered'] as const;
type Step = (typeof steps)[number];
const pickupSteps: readonly Step[] = ['placed', 'paid', 'packed', 'delivered'];

/** How far along the steps an order is (-1: off them: unpaid, cancelled, returned, refunded). */
const reached: Record<OrderView['status'], number> = {
  awaiting_payment: 0,
  paid: 1,
  packed: 2,
  shipped: 3,
  delivered: 4,
  unpaid: -1,
  cancelled: -1,
  returned: -1,
  refunded: -1,
};

/**
 * An order as its buyer sees it: its state as a list of steps (or, off them, said plainly), the
 * lines, the amounts, where it goes, the courier and tracking number once shipped, and until
 * when a return is taken once delivered.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation(['shop', 'shopOrder']);
  const language = useLanguage();
  const pickup = order.delivery.method === 'pickup';
  const shown = pickup ? pickupSteps : steps;
  const at = reached[order.status];
  const current =
    at < 0 ? -1 : pickup && at >= 3 ? shown.length - 1 : Math.min(at, shown.length - 1);
  return (
    <article className="order-details" aria-labelledby="order-heading">
      <h2 id="order-heading">{t('shopOrder:order.number', { number: order.orderId })}</h2>
      <p>{t('shopOrder:order.placedOn', { date: malaysianLongDate(order.createdAt, language) })}</p>
      {at < 0 ? (
        <p className="order-details__off">
          {t(
            `shopOrder:order.off.${order.status as 'unpaid' | 'cancelled' | 'returned' | 'refunded'}`,
          )}
        </p>
      ) : (
        <ol className="order-steps" aria-label={t('shopOrder:order.progress')}>
          {shown.map((step, index) => (
            <li
              key={step}
              className={`order-steps__step${index <= current ? ' order-steps__step--done' : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              {t(`shopOrder:order.step.${pickup && step === 'delivered' ? 'collected' : step}`)}
              <span className="visually-hidden">
                {index <= current
                  ? ` (${t('shopOrder:order.done')})`
                  : ` (${t('shopOrder:order.toCome')})`}
              </span>
            </li>
          ))}
        </ol>
      )}
      {order.status === 'awaiting_payment' ? <p>{t('shopOrder:order.awaiting')}</p> : null}
      {order.trackingNumber && (order.status === 'shipped' || order.status === 'delivered') ? (
        <p className="order-details__tracking">
          {t('shopOrder:order.tracking', {
            courier: order.courier ?? '',
            number: order.trackingNumber,
          })}
        </p>
      ) : null}
      {order.status === 'delivered' && order.returnBy ? (
        <p>{t('shopOrder:order.returnBy', { date: formatDay(order.returnBy, language) })}</p>
      ) : null}
      <h3>{t('shopOrder:order.items')}</h3>
      <ul className="checkout__lines">
        {order.lines.map((line) => (
          <li key={`${line.product}|${line.sku}`}>
            <span>
              {line.quantity} × <LineName line={line} />
            </span>
            <span>{senText(line.lineSen, language)}</span>
          </li>
        ))}
      </ul>
      <Amounts
        subtotalSen={order.subtotalSen}
        shippingSen={order.shippingSen}
        totalSen={order.totalSen}
      />
      <h3>{t(pickup ? 'shopOrder:order.pickup' : 'shopOrder:order.post')}</h3>
      {order.delivery.method === 'post' ? (
        <p className="order-details__address">
          {order.name}
          <br />
          {order.delivery.line1}
          {order.delivery.line2 ? (
            <>
              <br />
              {order.delivery.line2}
            </>
          ) : null}
          <br />
          {order.delivery.postcode} {order.delivery.city},{' '}
          {t(`shopOrder:state.${order.delivery.state}`)}
          <br />
          {t(`shopOrder:checkout.${order.delivery.shipping}`)}
        </p>
      ) : (
        <p>
          {order.delivery.event.title[language]}
          <br />
          {malaysianLongDate(order.delivery.event.startsAt, language)}
          {order.delivery.event.venue ? `, ${order.delivery.event.venue[language]}` : ''}
        </p>
      )}
    </article>
  );
}
