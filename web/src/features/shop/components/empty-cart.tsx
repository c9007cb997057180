import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';

/** An empty cart, with the way to the shelves (the cart's and checkout's pages). */
export function EmptyCart() {
  const { t } = useTranslation(['shop']);
  return (
    <div className="shop-empty">
      <p>{t('shop:cart.empty')}</p>
      <Link to={paths.shop} className="button button--primary">
        {t('shop:cart.browse')}
      </Link>
    </div>
  );
}
