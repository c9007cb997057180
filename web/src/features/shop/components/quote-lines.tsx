import type { QuoteLine } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { senText } from '../lib/shop-text';

/** What is wrong with a cart line, in words (none when it can be ordered as it is). */
export function useProblemText() {
  const { t } = useTranslation(['shop']);
  return (line: QuoteLine): string | undefined =>
    line.problem === 'unavailable'
      ? t('shop:cart.unavailable')
      : line.problem === 'sold_out'
        ? t('shop:cart.soldOut')
        : line.problem === 'short'
          ? t('shop:cart.short', { count: line.left ?? 0 })
          : undefined;
}

/** A line's name with its variant (`Kemeja-T Gerakan, M · Hijau`). */
export function LineName({ line }: { line: Pick<QuoteLine, 'name' | 'variant'> }) {
  const language = useLanguage();
  const variant = line.variant[language];
  return (
    <>
      {line.name[language]}
      {variant ? <span className="shop-line__variant">, {variant}</span> : null}
    </>
  );
}

/** The amounts of an order or a quote: subtotal, shipping (when known) and total. */
export function Amounts({
  subtotalSen,
  shippingSen,
  totalSen,
  shippingNote,
}: {
  subtotalSen: number;
  /** Undefined while unknown (no postcode yet). */
  shippingSen?: number;
  totalSen: number;
  /** Said in place of the fee while it is unknown. */
  shippingNote?: string;
}) {
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  return (
    <dl className="shop-amounts">
      <div>
        <dt>{t('shop:summary.subtotal')}</dt>
        <dd>{senText(subtotalSen, language)}</dd>
      </div>
      <div>
        <dt>{t('shop:summary.shipping')}</dt>
        <dd>
          {shippingSen === undefined
            ? (shippingNote ?? '—')
            : shippingSen === 0
              ? t('shop:summary.free')
              : senText(shippingSen, language)}
        </dd>
      </div>
      <div className="shop-amounts__total">
        <dt>{t('shop:summary.total')}</dt>
        <dd>{senText(totalSen, language)}</dd>
      </div>
    </dl>
  );
}
