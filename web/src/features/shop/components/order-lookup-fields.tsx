import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import '../../../components/form/field.css';
import './shop.css';

/*
 * The order status page's form markup (issue 31), without its code: the form (order-lookup.tsx,
 * with formik and yup) fills it, and its sketch shows it until the buyer reaches for it.
 */

/** What the form asks: the order number and the email it was placed with. */
export interface LookupValues {
  order: string;
  email: string;
}

/** The form's markup: its fields (with their messages once they show) and its button. */
export function OrderLookupFields({
  id,
  values,
  errorOf,
  busy,
  onChange,
  onBlur,
  onSubmit,
  onFocusCapture,
}: {
  id: string;
  values: LookupValues;
  errorOf: (name: keyof LookupValues) => string | undefined;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocusCapture?: () => void;
}) {
  const { t } = useTranslation(['shopOrder']);
  return (
    <form
      noValidate
      className="order-lookup__form"
      aria-busy={busy}
      onFocusCapture={onFocusCapture}
      onSubmit={onSubmit}
    >
      <Field
        id={`${id}-order`}
        label={t('shopOrder:lookup.number')}
        required
        error={errorOf('order')}
        hint={t('shopOrder:lookup.numberHint')}
      >
        {(control) => (
          <input
            {...control}
            name="order"
            value={values.order}
            onChange={onChange}
            onBlur={onBlur}
            autoComplete="off"
            className="form-field__control"
          />
        )}
      </Field>
      <Field
        id={`${id}-email`}
        label={t('shopOrder:lookup.email')}
        required
        error={errorOf('email')}
      >
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            value={values.email}
            onChange={onChange}
            onBlur={onBlur}
            autoComplete="email"
            className="form-field__control"
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('shopOrder:lookup.submit')}
      </button>
    </form>
  );
}

const nothing = () => undefined;

/** The form as it first renders (the number from the page's address), without its code. */
export function OrderLookupSketch({ initialNumber }: { initialNumber: string }) {
  const id = useId();
  return (
    <div className="order-lookup">
      <OrderLookupFields
        id={id}
        values={{ order: initialNumber, email: '' }}
        errorOf={nothing}
        busy={false}
        onChange={nothing}
        onBlur={nothing}
        onSubmit={nothing}
      />
    </div>
  );
}
