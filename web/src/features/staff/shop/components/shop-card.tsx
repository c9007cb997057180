import type { StaffDashboard } from '@gsk/core/api';
import { htmlLang } from '@gsk/core/i18n/language';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { ringgit } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';

/*
 * Part of the console's first chunk (the dashboard's): it imports nothing of the shop's pages,
 * which load apart (../index.ts).
 */

/**
 * The dashboard's shop card, a panel of its own apart from the donations: the shop's income
 * today and this month (sen, shipping included) with its paid orders, the orders to fulfil and
 * the variants low on stock, each linking to its list.
 */
export function ShopCard({ shop }: { shop: StaffDashboard['shop'] }) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  const number = (count: number) => count.toLocaleString(htmlLang(language));
  const income = (label: string, figures: { amountSen: number; orders: number }) => (
    <div className="staff-figure">
      <dt>{label}</dt>
      <dd>
        <span className="staff-figure__value">{ringgit(figures.amountSen / 100, language)}</span>
        <span className="staff-figure__note">
          {t('staffRecords:shopCard.orders', {
            count: figures.orders,
            number: number(figures.orders),
          })}
        </span>
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="staff-shop" className="staff-panel staff-panel--shop">
      <h2 id="staff-shop">{t('staffRecords:shopCard.heading')}</h2>
      <p className="staff-muted">{t('staffRecords:shopCard.apart')}</p>
      <dl className="staff-figures">
        {income(t('staffRecords:shopCard.today'), shop.today)}
        {income(t('staffRecords:shopCard.month'), shop.month)}
        <div className="staff-figure">
          <dt>{t('staffRecords:shopCard.toFulfil')}</dt>
          <dd>
            <span className="staff-figure__value">{number(shop.toFulfil)}</span>
            <Link to={staffPath('shop', 'orders')}>{t('staffRecords:shopCard.viewOrders')}</Link>
          </dd>
        </div>
        <div className="staff-figure">
          <dt>{t('staffRecords:shopCard.lowStock')}</dt>
          <dd>
            <span className="staff-figure__value">{number(shop.lowStock)}</span>
            <Link to={staffPath('shop', 'products')}>
              {t('staffRecords:shopCard.viewProducts')}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
