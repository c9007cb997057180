import type { OrderView } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { fetchOwnOrders } from '../api/shop-api';
import { senText } from '../lib/shop-text';
import { LineName } from './quote-lines';

/** One of the member's orders: number, date, state, total, items, tracking, its status page. */
function OwnOrder({ order }: { order: OrderView }) {
  const { t } = useTranslation(['shop', 'shopOrder']);
  const language = useLanguage();
  return (
    <li className="profile-giving__item">
      <p className="profile-giving__head">
        <span>{t('shopOrder:order.number', { number: order.orderId })}</span>{' '}
        <span>{malaysianLongDate(order.createdAt, language)}</span>
      </p>
      <p>
        {t(`shopOrder:status.${order.status}`)} · {senText(order.totalSen, language)}
      </p>
      <ul>
        {order.lines.map((line) => (
          <li key={`${line.product}|${line.sku}`}>
            {line.quantity} × <LineName line={line} />
          </li>
        ))}
      </ul>
      {order.trackingNumber && (order.status === 'shipped' || order.status === 'delivered') ? (
        <p>
          {t('shopOrder:order.tracking', {
            courier: order.courier ?? '',
            number: order.trackingNumber,
          })}
        </p>
      ) : null}
      <Link to={`${paths.orderStatus}?number=${encodeURIComponent(order.orderId)}`}>
        {t('shopOrder:profile.view', { number: order.orderId })}
      </Link>
    </li>
  );
}

/**
 * The profile's "My orders" (issue 31), loaded once the member's details arrive, with the shop's
 * catalogue: newest first, or that there is none yet with the way to the shop.
 */
export function MemberOrders() {
  const { t } = useTranslation(['shop', 'shopOrder']);
  const { remote, reload } = useRemote(fetchOwnOrders);
  return (
    <section aria-labelledby="profile-orders" className="profile__section">
      <h2 id="profile-orders">{t('shopOrder:profile.heading')}</h2>
      {remote.status === 'loading' && <p role="status">{t('shopOrder:profile.loading')}</p>}
      {remote.status === 'failed' && (
        <LoadFailure
          button="ghost"
          message={t('shopOrder:profile.error')}
          retry={t('shop:retry')}
          onRetry={reload}
        />
      )}
      {remote.status === 'loaded' &&
        (remote.data.length === 0 ? (
          <p>
            {t('shopOrder:profile.none')} <Link to={paths.shop}>{t('shopOrder:profile.shop')}</Link>
          </p>
        ) : (
          <ul className="profile-giving" aria-label={t('shopOrder:profile.heading')}>
            {remote.data.map((order) => (
              <OwnOrder key={order.orderId} order={order} />
            ))}
          </ul>
        ))}
    </section>
  );
}
