import type { QuoteLine, ShopQuote } from '@gsk/core/api';
import { LINE_MAX_QUANTITY } from '@gsk/core/shop/limits';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useQuote } from '../hooks/use-quote';
import { removeFromCart, setQuantity, useCart } from '../lib/cart';
import { senText } from '../lib/shop-text';
import { EmptyCart } from './empty-cart';
import { ProductArtwork } from './product-artwork';
import { LineName, useProblemText } from './quote-lines';
import './shop.css';

/** One line of the cart as the server priced it: its problem and fix, quantity, remove. */
function CartLineItem({ line }: { line: QuoteLine }) {
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  const problem = useProblemText()(line);
  const name = line.name[language];
  const most = Math.min(LINE_MAX_QUANTITY, Math.max(line.quantity, line.left ?? LINE_MAX_QUANTITY));
  return (
    <li className={`shop-line${problem ? ' shop-line--problem' : ''}`}>
      <ProductArtwork artwork={line.artwork} colour={line.colour} className="shop-line__art" />
      <div className="shop-line__body">
        <p className="shop-line__name">
          <Link to={paths.shopProduct(line.product)}>
            <LineName line={line} />
          </Link>
        </p>
        <p className="shop-line__price">
          {t('shop:cart.each', { price: senText(line.unitSen, language) })}
        </p>
        {problem ? <p className="shop-line__problem">{problem}</p> : null}
        <div className="shop-line__actions">
          {line.problem === 'short' && line.left ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setQuantity(line, line.left ?? 0)}
            >
              {t('shop:cart.lower', { count: line.left })}
            </button>
          ) : null}
          {line.problem === 'unavailable' || line.problem === 'sold_out' ? null : (
            <label className="shop-line__quantity">
              <span>{t('shop:cart.quantityOf', { name })}</span>
              <select
                className="shop-select"
                value={line.quantity}
                onChange={(event) => setQuantity(line, Number(event.target.value))}
              >
                {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => removeFromCart(line)}
            aria-label={t('shop:cart.removeOf', { name })}
          >
            {t('shop:cart.remove')}
          </button>
        </div>
      </div>
      <p className="shop-line__total">{senText(line.lineSen, language)}</p>
    </li>
  );
}

/** How far the cart is from free shipping, or that it ships free. */
export function FreeShippingNote({ quote }: { quote: ShopQuote }) {
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  if (quote.freeShippingFromSen <= 0) return null;
  const more = quote.freeShippingFromSen - quote.subtotalSen;
  return (
    <p className="shop-free">
      {more > 0
        ? t('shop:cart.moreForFree', { amount: senText(more, language) })
        : t('shop:cart.shipsFree')}
    </p>
  );
}

/**
 * The cart: its lines as the server prices them now (asked on load and after each change; a
 * price kept in the browser is never shown), each problem in words with its fix, the subtotal,
 * how far free shipping is, and checkout once every line can be ordered.
 */
export function CartView() {
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  const lines = useCart();
  const { remote, reload } = useQuote(lines);
  // While a change is priced the last prices stay (busy), so the controls keep their place.
  const last = useRef<ShopQuote>(undefined);
  if (remote.status === 'loaded' && remote.data) last.current = remote.data;
  if (lines.length === 0) return <EmptyCart />;
  if (remote.status === 'failed')
    return (
      <LoadFailure
        className="shop-failure"
        message={t('shop:cart.error')}
        retry={t('shop:retry')}
        onRetry={reload}
      />
    );
  const quote = remote.status === 'loaded' ? remote.data : last.current;
  if (!quote)
    return (
      <p role="status" className="shop-status">
        {t('shop:cart.pricing')}
      </p>
    );
  return (
    <div className="shop-cart" aria-busy={remote.status === 'loading'}>
      <ul className="shop-lines" aria-label={t('shop:cart.lines')}>
        {quote.lines.map((line) => (
          <CartLineItem key={`${line.product}|${line.sku}`} line={line} />
        ))}
      </ul>
      <div className="shop-cart__summary" aria-live="polite">
        <p className="shop-cart__subtotal">
          {t('shop:summary.subtotal')}: <strong>{senText(quote.subtotalSen, language)}</strong>
        </p>
        <FreeShippingNote quote={quote} />
        {quote.orderable ? (
          <Link to={paths.checkout} className="button button--primary shop-cart__checkout">
            {t('shop:cart.checkout')}
          </Link>
        ) : (
          <>
            <button type="button" className="button button--primary" disabled>
              {t('shop:cart.checkout')}
            </button>
            <p className="shop-line__problem">{t('shop:cart.fixFirst')}</p>
          </>
        )}
      </div>
    </div>
  );
}
