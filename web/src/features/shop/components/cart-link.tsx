import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { cartCount, useCart } from '../lib/cart';

/** The shop pages' way to the cart, saying how many items it holds. */
export function CartLink() {
  const { t } = useTranslation(['shop']);
  const count = cartCount(useCart());
  return (
    <Link to={paths.cart} className="shop-cart-link button button--ghost">
      {t('shop:cart.link', { count })}
    </Link>
  );
}

/** A shop page's bar: the way back to the shelves (but on them) and to the cart. */
export function ShopBar({ back = true }: { back?: boolean }) {
  const { t } = useTranslation(['shop']);
  return (
    <nav className="shop-bar" aria-label={t('shop:bar.label')}>
      {back ? (
        <Link to={paths.shop} className="shop-bar__back">
          {t('shop:bar.shelves')}
        </Link>
      ) : (
        <span />
      )}
      <CartLink />
    </nav>
  );
}
