import type { PublicEvent, ShopQuote } from '@gsk/core/api';
import { orderSchema, trackedRequired, type ShippingMethod } from '@gsk/core/shop';
import { POSTCODE_PATTERN } from '@gsk/core/shop/limits';
import { Formik, getIn, setIn, useFormikContext, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { ApiError } from '../../../lib/api-client';
import { fetchPostcode, placeOrder, quoteCart } from '../api/shop-api';
import { useCart } from '../lib/cart';
import { EmptyCart } from './empty-cart';
import {
  CheckoutFields,
  initialCheckoutValues,
  type AlertKey,
  type CheckoutValues,
  type PostcodeState,
} from './checkout-fields';
import './shop.css';

const alertOf = (error: unknown): AlertKey => {
  if (!(error instanceof ApiError)) return 'server';
  if (error.failure.kind !== 'status') return 'network';
  if (error.status === 429) return 'tooMany';
  if (error.code === 'price_changed') return 'priceChanged';
  if (error.code === 'sold_out') return 'soldOut';
  if (error.code === 'validation') return 'validation';
  return 'server';
};

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
  const { i18n } = useTranslation(['shop', 'shopOrder', 'validationShop']);
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
  // The site's general validation messages (a field's fallback) come once the form is used, not
  // with the page's first load.
  const loadMessages = () => void i18n.loadNamespaces('validation');

  if (lines.length === 0 && !redirecting) return <EmptyCart />;

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
    <Formik initialValues={initialCheckoutValues} validate={validate} onSubmit={handleSubmit}>
      {({
        values,
        errors,
        touched,
        submitCount,
        isSubmitting,
        handleChange,
        handleBlur,
        handleSubmit: submitForm,
        setFieldValue,
      }) => {
        const busy = isSubmitting || redirecting;
        const errorOf = (name: string): string | undefined => {
          const message = getIn(errors, name) as string | undefined;
          return message && (getIn(touched, name) || submitCount > 0) ? message : undefined;
        };
        const required = trackedRequired(loaded?.standard.subtotalSen ?? 0);
        const changeWhere = (next: Partial<typeof where>) => setWhere({ ...where, ...next });
        return (
          <CheckoutFields
            id={id}
            values={values}
            errorOf={errorOf}
            busy={busy}
            onChange={handleChange}
            onBlur={handleBlur}
            onDelivery={(method) => {
              void setFieldValue('delivery', method);
              changeWhere({ delivery: method });
            }}
            onShipping={(method) => {
              void setFieldValue('shipping', method);
              changeWhere({ shipping: method });
            }}
            onSubmit={submitForm}
            onFocusCapture={loadMessages}
            postcode={postcode}
            required={required}
            fees={
              found
                ? { standard: loaded?.standard.shipping, tracked: loaded?.tracked?.shipping }
                : {}
            }
            events={events.remote}
            onRetryEvents={events.reload}
            quotes={quotes.remote}
            quote={shownQuote(loaded, values)}
            onRetryQuotes={quotes.reload}
            alert={alert}
          >
            <RestoreBuyer read={services.readBuyer} />
            <PostcodeLookup onState={onPostcode} />
            <FocusFirstError formId={id} />
          </CheckoutFields>
        );
      }}
    </Formik>
  );
}
