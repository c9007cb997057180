import type { PostcodeAnswer, PublicEvent, ShopQuote } from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { orderSchema, trackedRequired, type ShippingMethod } from '@gsk/core/shop';
import { POSTCODE_PATTERN, TRACKED_REQUIRED_ABOVE_SEN } from '@gsk/core/shop/limits';
import { Form, Formik, getIn, setIn, useFormikContext, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import { validationText } from '../../../i18n/validation-text';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { ApiError } from '../../../lib/api-client';
import { fetchPostcode, placeOrder, quoteCart } from '../api/shop-api';
import { useCart } from '../lib/cart';
import { senText } from '../lib/shop-text';
import { Amounts, LineName, useProblemText } from './quote-lines';
import './shop.css';

/** The checkout form's values (the cart's lines and the total shown join them on submit). */
export interface CheckoutValues {
  name: string;
  email: string;
  phone_number: string;
  delivery: 'post' | 'pickup';
  address: { line1: string; line2: string; postcode: string; city: string };
  shipping: ShippingMethod;
  event: string;
}

const initialValues: CheckoutValues = {
  name: '',
  email: '',
  phone_number: '',
  delivery: 'post',
  address: { line1: '', line2: '', postcode: '', city: '' },
  shipping: 'standard',
  event: '',
};

type AlertKey =
  'validation' | 'tooMany' | 'network' | 'server' | 'priceChanged' | 'soldOut' | 'noQuote';

const alertOf = (error: unknown): AlertKey => {
  if (!(error instanceof ApiError)) return 'server';
  if (error.failure.kind !== 'status') return 'network';
  if (error.status === 429) return 'tooMany';
  if (error.code === 'price_changed') return 'priceChanged';
  if (error.code === 'sold_out') return 'soldOut';
  if (error.code === 'validation') return 'validation';
  return 'server';
};

/** What the postcode field knows of its postcode. */
type PostcodeState =
  | { status: 'idle' }
  | { status: 'finding'; postcode: string }
  | { status: 'found'; answer: PostcodeAnswer }
  | { status: 'unknown'; postcode: string }
  | { status: 'failed'; postcode: string };

/** Both shipping methods' quotes of the cart to a postcode (the page shows both fees), or none. */
interface Quotes {
  standard: ShopQuote;
  tracked?: ShopQuote;
}

/** Asks where a postcode of five digits is, and fills the city when the buyer has not typed one. */
function PostcodeLookup({ onState }: { onState: (state: PostcodeState) => void }) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const postcode = values.address.postcode.trim();
  const filledCity = useRef('');
  const cityRef = useRef(values.address.city);
  cityRef.current = values.address.city;
  useEffect(() => {
    if (!POSTCODE_PATTERN.test(postcode)) {
      onState({ status: 'idle' });
      return;
    }
    let current = true;
    onState({ status: 'finding', postcode });
    fetchPostcode(postcode).then(
      (answer) => {
        if (!current) return;
        onState({ status: 'found', answer });
        // The city stays editable: only an empty one, or the one filled before, is replaced.
        if (!cityRef.current || cityRef.current === filledCity.current) {
          filledCity.current = answer.city;
          void setFieldValue('address.city', answer.city);
        }
      },
      (error: unknown) => {
        if (!current) return;
        onState(
          error instanceof ApiError && error.status === 404
            ? { status: 'unknown', postcode }
            : { status: 'failed', postcode },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [postcode, onState, setFieldValue]);
  return null;
}

/** The buyer's name, email and mobile as kept for this tab or known from the session. */
export type BuyerDetails = Partial<Pick<CheckoutValues, 'name' | 'email' | 'phone_number'>>;

/**
 * What checkout uses of other features, given by its page (app/routes/checkout.tsx): the upcoming
 * events, the gateway's page, and the buyer's details kept for this tab (the donation form's).
 */
export interface CheckoutServices {
  loadEvents: () => Promise<PublicEvent[]>;
  goToGateway: (url: string) => void;
  readBuyer: () => BuyerDetails;
  keepBuyer: (details: Pick<CheckoutValues, 'name' | 'email' | 'phone_number'>) => void;
}

/** Fills the buyer's details kept for this tab (a donation's, or Back from the gateway) into empty fields. */
function RestoreBuyer({ read }: { read: () => BuyerDetails }) {
  const { values, setValues } = useFormikContext<CheckoutValues>();
  // Once per source of details (this tab's, then a member's once the session is known).
  const done = useRef<() => BuyerDetails>(undefined);
  useEffect(() => {
    if (done.current === read) return;
    done.current = read;
    const kept = read();
    const missing = Object.fromEntries(
      Object.entries(kept).filter(([name]) => !values[name as 'name' | 'email' | 'phone_number']),
    );
    if (Object.keys(missing).length > 0) void setValues({ ...values, ...missing }, false);
  }, [values, setValues, read]);
  return null;
}

/** After a refused submit, moves the focus to the first field in error. */
function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext<CheckoutValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    document
      .querySelector<HTMLElement>(`[data-checkout="${formId}"] [aria-invalid="true"]`)
      ?.focus();
  }, [submitCount, isSubmitting, isValid, formId]);
  return null;
}

/** The quote the summary shows: the chosen method's (tracked when required), else standard's. */
const shownQuote = (quotes: Quotes | undefined, values: CheckoutValues) =>
  quotes &&
  (values.delivery === 'post' && values.shipping === 'tracked' ? quotes.tracked : undefined)
    ? quotes.tracked
    : quotes?.standard;

/**
 * Checkout: the buyer (name, email, mobile), delivery by post (address, the postcode filling the
 * city and saying the state and region; standard or tracked shipping with their fees, tracked
 * required above RM300 as the Terms say) or pickup at an upcoming event, then the order as the
 * server prices it (lines, subtotal, shipping, total), asked again whenever where or how it
 * ships changes, and "Pay RM x", which sends the total shown: a total that changed meanwhile,
 * or items sold out, is refused and said.
 */
export function CheckoutForm({ services }: { services: CheckoutServices }) {
  const { t, i18n } = useTranslation(['shop', 'validationShop', 'validation']);
  const language = useLanguage();
  const id = useId();
  const lines = useCart();
  const [postcode, setPostcode] = useState<PostcodeState>({ status: 'idle' });
  const [alert, setAlert] = useState<AlertKey>();
  const [redirecting, setRedirecting] = useState(false);
  const [where, setWhere] = useState<{ delivery: 'post' | 'pickup'; shipping: ShippingMethod }>({
    delivery: 'post',
    shipping: 'standard',
  });
  const events = useRemote(services.loadEvents);
  const found = postcode.status === 'found' ? postcode.answer.postcode : '';
  const shipsByPost = where.delivery === 'post';
  const loadQuotes = useCallback(async (): Promise<Quotes | undefined> => {
    if (lines.length === 0) return undefined;
    const cart = [...lines];
    if (!shipsByPost || !found) return { standard: await quoteCart(cart) };
    const [standard, tracked] = await Promise.all([
      quoteCart(cart, { postcode: found, shipping: 'standard' }),
      quoteCart(cart, { postcode: found, shipping: 'tracked' }),
    ]);
    return { standard, tracked };
  }, [lines, shipsByPost, found]);
  const quotes = useRemote(loadQuotes);
  const onPostcode = useCallback((state: PostcodeState) => setPostcode(state), []);
  const problemText = useProblemText();

  if (lines.length === 0 && !redirecting)
    return (
      <div className="shop-empty">
        <p>{t('shop:cart.empty')}</p>
        <Link to={paths.shop} className="button button--primary">
          {t('shop:cart.browse')}
        </Link>
      </div>
    );

  const loaded = quotes.remote.status === 'loaded' ? quotes.remote.data : undefined;

  const validate = async (values: CheckoutValues): Promise<FormikErrors<CheckoutValues>> => {
    try {
      await orderSchema.validate(
        { ...values, lines: [...lines], language, expectedTotalSen: 0 },
        { abortEarly: false },
      );
      return {};
    } catch (error) {
      const errors = yupToFormErrors<CheckoutValues & { lines: unknown }>(error);
      delete errors.lines;
      return errors;
    }
  };

  const handleSubmit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    setAlert(undefined);
    const quote = shownQuote(loaded, values);
    if (!quote || (values.delivery === 'post' && !quote.shipping)) {
      setAlert('noQuote');
      return;
    }
    const required = trackedRequired(quote.subtotalSen);
    try {
      const { url } = await placeOrder({
        lines: [...lines],
        name: values.name,
        email: values.email,
        phone_number: values.phone_number,
        language,
        delivery: values.delivery,
        ...(values.delivery === 'post' ? { address: values.address } : {}),
        shipping: required ? 'tracked' : values.shipping,
        event: values.delivery === 'pickup' ? values.event : '',
        expectedTotalSen: quote.totalSen,
      } as Parameters<typeof placeOrder>[0]);
      services.keepBuyer(values);
      setRedirecting(true);
      services.goToGateway(url);
    } catch (error) {
      setRedirecting(false);
      const key = alertOf(error);
      // The server's new prices (or what is left): asked again, the summary shows them.
      if (key === 'priceChanged' || key === 'soldOut') quotes.reload();
      if (error instanceof ApiError && error.code === 'validation' && error.fields) {
        let errors: FormikErrors<CheckoutValues> = {};
        for (const [name, message] of Object.entries(error.fields))
          errors = setIn(errors, name, message) as FormikErrors<CheckoutValues>;
        helpers.setErrors(errors);
        helpers.setTouched(
          Object.keys(error.fields).reduce((touched, name) => setIn(touched, name, true), {}),
          false,
        );
      }
      setAlert(key);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={handleSubmit}>
      {({
        values,
        errors,
        touched,
        submitCount,
        isSubmitting,
        handleChange,
        handleBlur,
        setFieldValue,
      }) => {
        const busy = isSubmitting || redirecting;
        const errorOf = (name: string): string | undefined => {
          const message = getIn(errors, name) as string | undefined;
          return message && (getIn(touched, name) || submitCount > 0) ? message : undefined;
        };
        const input =
          (name: string, autoComplete: string, type = 'text') =>
          (control: object) => (
            <input
              {...control}
              name={name}
              type={type}
              autoComplete={autoComplete}
              value={getIn(values, name) as string}
              onChange={handleChange}
              onBlur={handleBlur}
              disabled={busy}
              className="form-field__input"
            />
          );
        const quote = shownQuote(loaded, values);
        const required = trackedRequired(loaded?.standard.subtotalSen ?? 0);
        const postcodeError =
          errorOf('address.postcode') ??
          (postcode.status === 'unknown' ? 'address.postcode.unknown' : undefined);
        const shippingKnown = values.delivery === 'pickup' || Boolean(quote?.shipping);
        const upcoming =
          events.remote.status === 'loaded'
            ? events.remote.data.filter((event) => !event.online && event.venue)
            : [];
        const blocked = busy || (quote !== undefined && !quote.orderable);
        const changeWhere = (next: Partial<typeof where>) => setWhere({ ...where, ...next });
        return (
          <Form noValidate className="checkout" aria-busy={busy} data-checkout={id}>
            <RestoreBuyer read={services.readBuyer} />
            <PostcodeLookup onState={onPostcode} />
            <FocusFirstError formId={id} />
            <fieldset className="checkout__group">
              <legend>{t('shop:checkout.buyer')}</legend>
              <Field
                id={`${id}-name`}
                label={t('shop:checkout.name')}
                required
                error={errorOf('name')}
              >
                {input('name', 'name')}
              </Field>
              <Field
                id={`${id}-email`}
                label={t('shop:checkout.email')}
                required
                error={errorOf('email')}
                hint={t('shop:checkout.emailHint')}
              >
                {input('email', 'email', 'email')}
              </Field>
              <Field
                id={`${id}-phone`}
                label={t('shop:checkout.phone')}
                required
                error={errorOf('phone_number')}
              >
                {input('phone_number', 'tel', 'tel')}
              </Field>
            </fieldset>
            <fieldset className="checkout__group">
              <legend>{t('shop:checkout.delivery')}</legend>
              {(['post', 'pickup'] as const).map((method) => (
                <label key={method} className="shop-option">
                  <input
                    type="radio"
                    name="delivery"
                    value={method}
                    checked={values.delivery === method}
                    disabled={busy}
                    onChange={() => {
                      void setFieldValue('delivery', method);
                      changeWhere({ delivery: method });
                    }}
                  />
                  <span>{t(`shop:checkout.${method}`)}</span>
                </label>
              ))}
            </fieldset>
            {values.delivery === 'post' ? (
              <>
                <fieldset className="checkout__group">
                  <legend>{t('shop:checkout.address')}</legend>
                  <Field
                    id={`${id}-line1`}
                    label={t('shop:checkout.line1')}
                    required
                    error={errorOf('address.line1')}
                  >
                    {input('address.line1', 'address-line1')}
                  </Field>
                  <Field
                    id={`${id}-line2`}
                    label={t('shop:checkout.line2')}
                    required={false}
                    error={errorOf('address.line2')}
                  >
                    {input('address.line2', 'address-line2')}
                  </Field>
                  <Field
                    id={`${id}-postcode`}
                    label={t('shop:checkout.postcode')}
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
                        onChange={handleChange}
                        onBlur={handleBlur}
                        disabled={busy}
                        className="form-field__input form-field__input--short"
                      />
                    )}
                  </Field>
                  <p className="checkout__where" role="status">
                    {postcode.status === 'finding'
                      ? t('shop:checkout.finding')
                      : postcode.status === 'found'
                        ? t('shop:checkout.found', {
                            state: t(`shop:state.${postcode.answer.state}`),
                            region: t(`shop:region.${postcode.answer.region}`),
                          })
                        : postcode.status === 'failed'
                          ? t('shop:checkout.postcodeFailed')
                          : ''}
                  </p>
                  <Field
                    id={`${id}-city`}
                    label={t('shop:checkout.city')}
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
                  <legend>{t('shop:checkout.method')}</legend>
                  {(['standard', 'tracked'] as const).map((method) => {
                    const fee = found
                      ? (method === 'standard' ? loaded?.standard : loaded?.tracked)?.shipping
                      : undefined;
                    const off = method === 'standard' && required;
                    return (
                      <label
                        key={method}
                        className={`shop-option${off ? ' shop-option--off' : ''}`}
                      >
                        <input
                          type="radio"
                          name="shipping"
                          value={method}
                          checked={required ? method === 'tracked' : values.shipping === method}
                          disabled={busy || off}
                          onChange={() => {
                            void setFieldValue('shipping', method);
                            changeWhere({ shipping: method });
                          }}
                        />
                        <span>
                          {t(`shop:checkout.${method}`)}
                          {fee ? (
                            <span className="shop-option__why">
                              {' '}
                              (
                              {fee.feeSen === 0
                                ? t('shop:summary.free')
                                : senText(fee.feeSen, language)}
                              )
                            </span>
                          ) : null}
                        </span>
                      </label>
                    );
                  })}
                  {required ? (
                    <p id={`${id}-tracked`} className="checkout__note">
                      {t('shop:checkout.trackedRequired', {
                        amount: senText(TRACKED_REQUIRED_ABOVE_SEN, language),
                      })}{' '}
                      <Link to={paths.terms}>{t('shop:checkout.terms')}</Link>
                    </p>
                  ) : null}
                </fieldset>
              </>
            ) : (
              <fieldset className="checkout__group">
                <legend>{t('shop:checkout.event')}</legend>
                {events.remote.status === 'loading' ? (
                  <p role="status">{t('shop:checkout.eventsLoading')}</p>
                ) : events.remote.status === 'failed' ? (
                  <LoadFailure
                    message={t('shop:checkout.eventsError')}
                    retry={t('shop:retry')}
                    onRetry={events.reload}
                    button="ghost"
                  />
                ) : upcoming.length === 0 ? (
                  <p>{t('shop:checkout.noEvents')}</p>
                ) : (
                  upcoming.map((event: PublicEvent) => (
                    <label key={event.id} className="shop-option shop-option--event">
                      <input
                        type="radio"
                        name="event"
                        value={event.id}
                        checked={values.event === event.id}
                        disabled={busy}
                        onChange={handleChange}
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
              <h2 id={`${id}-summary`}>{t('shop:checkout.summary')}</h2>
              {quotes.remote.status === 'failed' ? (
                <LoadFailure
                  message={t('shop:cart.error')}
                  retry={t('shop:retry')}
                  onRetry={quotes.reload}
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
                            {problem ? (
                              <span className="shop-line__problem"> {problem}</span>
                            ) : null}
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
                    shippingNote={t('shop:checkout.shippingUnknown')}
                  />
                  {!quote.orderable ? (
                    <p className="shop-line__problem">
                      {t('shop:checkout.notOrderable')}{' '}
                      <Link to={paths.cart}>{t('shop:checkout.backToCart')}</Link>
                    </p>
                  ) : null}
                </div>
              )}
            </section>
            {alert ? (
              <div className="checkout__alert" role="alert">
                <p>
                  {t(`shop:checkout.alert.${alert}`, {
                    total: quote ? senText(quote.totalSen, language) : '',
                  })}
                </p>
                {alert === 'soldOut' ? (
                  <Link to={paths.cart}>{t('shop:checkout.backToCart')}</Link>
                ) : null}
              </div>
            ) : null}
            <button
              type="submit"
              className="button button--primary checkout__pay"
              disabled={blocked}
            >
              {busy
                ? t('shop:checkout.paying')
                : quote && shippingKnown
                  ? t('shop:checkout.pay', { total: senText(quote.totalSen, language) })
                  : t('shop:checkout.payLater')}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
