import type { PostcodeAnswer, PublicEvent, ShopQuote } from '@gsk/core/api';
import type { ShippingQuote } from '@gsk/core/shop';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { TRACKED_REQUIRED_ABOVE_SEN } from '@gsk/core/shop/limits';
import type { ChangeEvent, FocusEvent, FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import type { Remote } from '../../../hooks/use-remote';
import { validationText } from '../../../i18n/validation-text';
import { senText } from '../lib/shop-text';
import { Amounts, LineName, useProblemText } from './quote-lines';
import './shop.css';
import '../../../components/form/field.css';

/*
 * Checkout's markup (issue 31), without its code: the form (checkout-form.tsx, with formik and
 * yup) fills it, and its sketch (below) shows it as it first renders until the buyer reaches for
 * it, so the page's first load carries neither.
 */

/** The checkout form's values (the cart's lines and the total shown join them on submit). */
export interface CheckoutValues {
  name: string;
  email: string;
  phone_number: string;
  delivery: 'post' | 'pickup';
  address: { line1: string; line2: string; postcode: string; city: string };
  shipping: 'standard' | 'tracked';
  event: string;
}

export const initialCheckoutValues: CheckoutValues = {
  name: '',
  email: '',
  phone_number: '',
  delivery: 'post',
  address: { line1: '', line2: '', postcode: '', city: '' },
  shipping: 'standard',
  event: '',
};

/** What the form says after a refused payment. */
export type AlertKey =
  'validation' | 'tooMany' | 'network' | 'server' | 'priceChanged' | 'soldOut' | 'noQuote';

/** What the postcode field knows of its postcode. */
export type PostcodeState =
  | { status: 'idle' }
  | { status: 'finding'; postcode: string }
  | { status: 'found'; answer: PostcodeAnswer }
  | { status: 'unknown'; postcode: string }
  | { status: 'failed'; postcode: string };

/** Everything the checkout's markup shows, and what it tells of the buyer's actions. */
export interface CheckoutView {
  /** The ids' stem. */
  id: string;
  values: CheckoutValues;
  /** A field's message (a validation key) once it should show. */
  errorOf: (name: string) => string | undefined;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onDelivery: (method: CheckoutValues['delivery']) => void;
  onShipping: (method: CheckoutValues['shipping']) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocusCapture?: () => void;
  postcode: PostcodeState;
  /** Whether the subtotal requires tracked shipping. */
  required: boolean;
  /** Each method's shipping to the postcode found (its fee). */
  fees: Partial<Record<CheckoutValues['shipping'], ShippingQuote>>;
  events: Remote<PublicEvent[]>;
  onRetryEvents: () => void;
  quotes: Remote<unknown>;
  /** The quote the summary shows. */
  quote?: ShopQuote;
  onRetryQuotes: () => void;
  alert?: AlertKey;
  /** The form's helpers that render nothing (formik's effects). */
  children?: ReactNode;
  /** The sketch: the summary comes with the form's code. */
  sketch?: boolean;
}

/** The checkout's markup: the buyer, delivery, the summary as priced, the alert and "Pay RM x". */
export function CheckoutFields({
  id,
  values,
  errorOf,
  busy,
  onChange,
  onBlur,
  onDelivery,
  onShipping,
  onSubmit,
  onFocusCapture,
  postcode,
  required,
  fees,
  events,
  onRetryEvents,
  quotes,
  quote,
  onRetryQuotes,
  alert,
  children,
  sketch = false,
}: CheckoutView) {
  const { t, i18n } = useTranslation(['shop', 'shopOrder']);
  const language = useLanguage();
  const problemText = useProblemText();
  const input =
    (name: string, autoComplete: string, type = 'text') =>
    (control: object) => (
      <input
        {...control}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={
          name
            .split('.')
            .reduce<unknown>(
              (value, key) => (value as Record<string, unknown>)[key],
              values,
            ) as string
        }
        onChange={onChange}
        onBlur={onBlur}
        disabled={busy}
        className="form-field__control"
      />
    );
  const postcodeError =
    errorOf('address.postcode') ??
    (postcode.status === 'unknown' ? 'address.postcode.unknown' : undefined);
  const shippingKnown = values.delivery === 'pickup' || Boolean(quote?.shipping);
  const upcoming =
    events.status === 'loaded' ? events.data.filter((event) => !event.online && event.venue) : [];
  const blocked = busy || (quote !== undefined && !quote.orderable);
  return (
    <form
      noValidate
      className="checkout"
      aria-busy={busy}
      data-checkout={id}
      onFocusCapture={onFocusCapture}
      onSubmit={onSubmit}
    >
      {children}
      <fieldset className="checkout__group">
        <legend>{t('shopOrder:checkout.buyer')}</legend>
        <Field
          id={`${id}-name`}
          label={t('shopOrder:checkout.name')}
          required
          error={errorOf('name')}
        >
          {input('name', 'name')}
        </Field>
        <Field
          id={`${id}-email`}
          label={t('shopOrder:checkout.email')}
          required
          error={errorOf('email')}
          hint={t('shopOrder:checkout.emailHint')}
        >
          {input('email', 'email', 'email')}
        </Field>
        <Field
          id={`${id}-phone`}
          label={t('shopOrder:checkout.phone')}
          required
          error={errorOf('phone_number')}
        >
          {input('phone_number', 'tel', 'tel')}
        </Field>
      </fieldset>
      <fieldset className="checkout__group">
        <legend>{t('shopOrder:checkout.delivery')}</legend>
        {(['post', 'pickup'] as const).map((method) => (
          <label key={method} className="shop-option">
            <input
              type="radio"
              name="delivery"
              value={method}
              checked={values.delivery === method}
              disabled={busy}
              onChange={() => {
                onDelivery(method);
              }}
            />
            <span>{t(`shopOrder:checkout.${method}`)}</span>
          </label>
        ))}
      </fieldset>
      {values.delivery === 'post' ? (
        <>
          <fieldset className="checkout__group">
            <legend>{t('shopOrder:checkout.address')}</legend>
            <Field
              id={`${id}-line1`}
              label={t('shopOrder:checkout.line1')}
              required
              error={errorOf('address.line1')}
            >
              {input('address.line1', 'address-line1')}
            </Field>
            <Field
              id={`${id}-line2`}
              label={t('shopOrder:checkout.line2')}
              required={false}
              error={errorOf('address.line2')}
            >
              {input('address.line2', 'address-line2')}
            </Field>
            <Field
              id={`${id}-postcode`}
              label={t('shopOrder:checkout.postcode')}
              required
              error={postcodeError}
            >
              {(control) => (
                <input
                  {...control}
                  name="address.postcode"
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="postal-code"
                  value={values.address.postcode}
                  onChange={onChange}
                  onBlur={onBlur}
                  disabled={busy}
                  className="form-field__control checkout__postcode"
                />
              )}
            </Field>
            <p className="checkout__where" role="status">
              {postcode.status === 'finding'
                ? t('shopOrder:checkout.finding')
                : postcode.status === 'found'
                  ? t('shopOrder:checkout.found', {
                      state: t(`shopOrder:state.${postcode.answer.state}`),
                      region: t(`shopOrder:region.${postcode.answer.region}`),
                    })
                  : postcode.status === 'failed'
                    ? t('shopOrder:checkout.postcodeFailed')
                    : ''}
            </p>
            <Field
              id={`${id}-city`}
              label={t('shopOrder:checkout.city')}
              required
              error={errorOf('address.city')}
            >
              {input('address.city', 'address-level2')}
            </Field>
          </fieldset>
          <fieldset
            className="checkout__group"
            aria-describedby={required ? `${id}-tracked` : undefined}
          >
            <legend>{t('shopOrder:checkout.method')}</legend>
            {(['standard', 'tracked'] as const).map((method) => {
              const fee = fees[method];
              const off = method === 'standard' && required;
              return (
                <label key={method} className={`shop-option${off ? ' shop-option--off' : ''}`}>
                  <input
                    type="radio"
                    name="shipping"
                    value={method}
                    checked={required ? method === 'tracked' : values.shipping === method}
                    disabled={busy || off}
                    onChange={() => {
                      onShipping(method);
                    }}
                  />
                  <span>
                    {t(`shopOrder:checkout.${method}`)}
                    {fee ? (
                      <span className="shop-option__why">
                        {' '}
                        ({fee.feeSen === 0 ? t('shop:summary.free') : senText(fee.feeSen, language)}
                        )
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
            {required ? (
              <p id={`${id}-tracked`} className="checkout__note">
                {t('shopOrder:checkout.trackedRequired', {
                  amount: senText(TRACKED_REQUIRED_ABOVE_SEN, language),
                })}{' '}
                <Link to={paths.terms}>{t('shopOrder:checkout.terms')}</Link>
              </p>
            ) : null}
          </fieldset>
        </>
      ) : (
        <fieldset className="checkout__group">
          <legend>{t('shopOrder:checkout.event')}</legend>
          {events.status === 'loading' ? (
            <p role="status">{t('shopOrder:checkout.eventsLoading')}</p>
          ) : events.status === 'failed' ? (
            <LoadFailure
              message={t('shopOrder:checkout.eventsError')}
              retry={t('shop:retry')}
              onRetry={onRetryEvents}
              button="ghost"
            />
          ) : upcoming.length === 0 ? (
            <p>{t('shopOrder:checkout.noEvents')}</p>
          ) : (
            upcoming.map((event: PublicEvent) => (
              <label key={event.id} className="shop-option shop-option--event">
                <input
                  type="radio"
                  name="event"
                  value={event.id}
                  checked={values.event === event.id}
                  disabled={busy}
                  onChange={onChange}
                  aria-describedby={errorOf('event') ? `${id}-event-error` : undefined}
                />
                <span>
                  <strong>{event.title[language]}</strong>
                  <br />
                  {malaysianDateTime(event.startsAt, language)}
                  {event.venue ? `, ${event.venue[language]}` : ''}
                </span>
              </label>
            ))
          )}
          {errorOf('event') ? (
            <p id={`${id}-event-error`} className="form-field__error" role="alert">
              {validationText(i18n.t, errorOf('event')!)}
            </p>
          ) : null}
        </fieldset>
      )}
      <section className="checkout__summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{t('shopOrder:checkout.summary')}</h2>
        {sketch ? (
          <p>{t('shopOrder:checkout.summaryLater')}</p>
        ) : quotes.status === 'failed' ? (
          <LoadFailure
            message={t('shop:cart.error')}
            retry={t('shop:retry')}
            onRetry={onRetryQuotes}
            button="ghost"
          />
        ) : !quote ? (
          <p role="status">{t('shop:cart.pricing')}</p>
        ) : (
          <div aria-live="polite">
            <ul className="checkout__lines">
              {quote.lines.map((line) => {
                const problem = problemText(line);
                return (
                  <li key={`${line.product}|${line.sku}`}>
                    <span>
                      {line.quantity} × <LineName line={line} />
                      {problem ? <span className="shop-line__problem"> {problem}</span> : null}
                    </span>
                    <span>{senText(line.lineSen, language)}</span>
                  </li>
                );
              })}
            </ul>
            <Amounts
              subtotalSen={quote.subtotalSen}
              shippingSen={values.delivery === 'pickup' ? 0 : quote.shipping?.feeSen}
              totalSen={quote.totalSen}
              shippingNote={t('shopOrder:checkout.shippingUnknown')}
            />
            {!quote.orderable ? (
              <p className="shop-line__problem">
                {t('shopOrder:checkout.notOrderable')}{' '}
                <Link to={paths.cart}>{t('shopOrder:checkout.backToCart')}</Link>
              </p>
            ) : null}
          </div>
        )}
      </section>
      {alert ? (
        <div className="checkout__alert" role="alert">
          <p>
            {t(`shopOrder:checkout.alert.${alert}`, {
              total: quote ? senText(quote.totalSen, language) : '',
            })}
          </p>
          {alert === 'soldOut' ? (
            <Link to={paths.cart}>{t('shopOrder:checkout.backToCart')}</Link>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button button--primary checkout__pay" disabled={blocked}>
        {busy
          ? t('shopOrder:checkout.paying')
          : quote && shippingKnown
            ? t('shopOrder:checkout.pay', { total: senText(quote.totalSen, language) })
            : t('shopOrder:checkout.payLater')}
      </button>
    </form>
  );
}

const nothing = () => undefined;
const loading = { status: 'loading' } as const;

/**
 * Checkout as it first renders, without the form's code: the form's island shows it until the
 * buyer reaches for the form (then formik, yup and the shop's validation messages load).
 */
export function CheckoutSketch() {
  const id = useId();
  return (
    <CheckoutFields
      id={id}
      values={initialCheckoutValues}
      errorOf={nothing}
      busy={false}
      onChange={nothing}
      onBlur={nothing}
      onDelivery={nothing}
      onShipping={nothing}
      onSubmit={nothing}
      postcode={{ status: 'idle' }}
      required={false}
      fees={{}}
      events={loading}
      onRetryEvents={nothing}
      quotes={loading}
      onRetryQuotes={nothing}
      sketch
    />
  );
}
