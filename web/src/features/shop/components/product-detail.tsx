import type { ShopProduct, ShopVariant } from '@gsk/core/api';
import { LINE_MAX_QUANTITY } from '@gsk/core/shop/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { addToCart } from '../lib/cart';
import { enterpriseName, senText } from '../lib/shop-text';
import { ProductArtwork } from './product-artwork';
import './shop.css';

const unique = <T,>(values: (T | undefined)[]): T[] =>
  values.filter(
    (value, index): value is T => value !== undefined && values.indexOf(value) === index,
  );

/** The variant of a colour and size (either absent when the product has none). */
const variantOf = (variants: ShopVariant[], colour?: string, size?: string) =>
  variants.find((variant) => variant.colour === colour && variant.size === size);

/** The first variant on sale (else the first), which the page starts on. */
const firstChoice = (variants: ShopVariant[]) =>
  variants.find((variant) => !variant.soldOut) ?? variants[0];

/** One option of a radio group, disabled (and saying why) when it cannot be had. */
function Option({
  name,
  value,
  checked,
  disabled,
  label,
  why,
  onChoose,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  label: string;
  why?: string;
  onChoose: (value: string) => void;
}) {
  return (
    <label className={`shop-option${disabled ? ' shop-option--off' : ''}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
      />
      <span>
        {label}
        {why ? <span className="shop-option__why"> ({why})</span> : null}
      </span>
    </label>
  );
}

/**
 * A product's page: its drawing in the chosen colour, name, description, who gains, colour and
 * size (an option that cannot be had is disabled and says why), the price, what is left when
 * little is, a quantity and "Add to cart", which says it was added with the way to the cart.
 */
export function ProductDetail({ product }: { product: ShopProduct }) {
  const { t } = useTranslation(['shop']);
  const language = useLanguage();
  const id = useId();
  const first = firstChoice(product.variants);
  const [colour, setColour] = useState(first?.colour);
  const [size, setSize] = useState(first?.size);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<{ count: number; full?: boolean }>();
  const colours = unique(product.variants.map((variant) => variant.colour));
  const sizes = unique(product.variants.map((variant) => variant.size));
  const variant = variantOf(product.variants, colour, size);
  const enterprise = enterpriseName(product.enterprise);
  const most = Math.min(LINE_MAX_QUANTITY, variant?.left ?? LINE_MAX_QUANTITY);

  const chooseColour = (value: string) => {
    setColour(value as ShopVariant['colour']);
    setAdded(undefined);
    // A size this colour lacks (or has sold out of) moves to one it has.
    const here = variantOf(product.variants, value, size);
    if (!here || here.soldOut) {
      const other =
        product.variants.find((each) => each.colour === value && !each.soldOut) ??
        product.variants.find((each) => each.colour === value);
      setSize(other?.size);
    }
  };
  const chooseSize = (value: string) => {
    setSize(value);
    setAdded(undefined);
  };
  const add = () => {
    if (!variant || variant.soldOut) return;
    const count = Math.min(quantity, most);
    const placed = addToCart({ product: product.slug, sku: variant.sku, quantity: count });
    setAdded(placed ? { count } : { count, full: true });
  };

  return (
    <article className="product-detail">
      <ProductArtwork
        artwork={product.artwork}
        colour={variant?.colour ?? colour}
        className="product-detail__art"
      />
      <div className="product-detail__body">
        <h1 className="product-detail__name">{product.name[language]}</h1>
        <p className="product-detail__for">
          {enterprise ? (
            <Link to={paths.enterprise(product.enterprise!)}>
              {t('shop:proceeds.enterprise', { name: enterprise })}
            </Link>
          ) : (
            t('shop:proceeds.movement')
          )}
        </p>
        {product.description[language].split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {colours.length > 0 ? (
          <fieldset className="shop-choice">
            <legend>{t('shop:product.colour')}</legend>
            {colours.map((each) => {
              const ofColour = product.variants.filter((other) => other.colour === each);
              const soldOut = ofColour.every((other) => other.soldOut);
              return (
                <Option
                  key={each}
                  name={`${id}-colour`}
                  value={each}
                  checked={colour === each}
                  disabled={soldOut}
                  label={t(`shop:colour.${each}`)}
                  why={soldOut ? t('shop:product.soldOut') : undefined}
                  onChoose={chooseColour}
                />
              );
            })}
          </fieldset>
        ) : null}
        {sizes.length > 0 ? (
          <fieldset className="shop-choice">
            <legend>{t('shop:product.size')}</legend>
            {sizes.map((each) => {
              const here = variantOf(product.variants, colour, each);
              const why = !here
                ? t('shop:product.notInColour')
                : here.soldOut
                  ? t('shop:product.soldOut')
                  : undefined;
              return (
                <Option
                  key={each}
                  name={`${id}-size`}
                  value={each}
                  checked={size === each}
                  disabled={Boolean(why)}
                  label={each}
                  why={why}
                  onChoose={chooseSize}
                />
              );
            })}
          </fieldset>
        ) : null}
        {variant ? (
          <p className="product-detail__price">{senText(variant.priceSen, language)}</p>
        ) : null}
        {variant?.soldOut ? (
          <p className="shop-badge">{t('shop:product.soldOut')}</p>
        ) : variant?.left !== undefined ? (
          <p className="product-detail__left">{t('shop:product.left', { count: variant.left })}</p>
        ) : null}
        <div className="product-detail__buy">
          <label htmlFor={`${id}-quantity`}>{t('shop:product.quantity')}</label>
          <select
            id={`${id}-quantity`}
            className="shop-select"
            value={Math.min(quantity, most)}
            disabled={!variant || variant.soldOut}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {Array.from({ length: Math.max(1, most) }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            disabled={!variant || variant.soldOut}
            onClick={add}
          >
            {t('shop:product.add')}
          </button>
        </div>
        <p role="status" className="product-detail__added">
          {added ? (
            added.full ? (
              t('shop:product.cartFull')
            ) : (
              <>
                {t('shop:product.added', { count: added.count, name: product.name[language] })}{' '}
                <Link to={paths.cart}>{t('shop:product.viewCart')}</Link>
              </>
            )
          ) : null}
        </p>
      </div>
    </article>
  );
}
