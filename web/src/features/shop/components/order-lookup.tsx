import type { OrderView } from '@gsk/core/api';
import { orderLookupSchema, type OrderLookupValues } from '@gsk/core/shop';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import { ApiError } from '../../../lib/api-client';
import { lookUpOrder } from '../api/shop-api';
import { OrderDetails } from './order-details';
import './shop.css';

type Refusal = 'notFound' | 'tooMany' | 'network' | 'server';

const refusalOf = (error: unknown): Refusal => {
  if (!(error instanceof ApiError)) return 'server';
  if (error.failure.kind !== 'status') return 'network';
  if (error.status === 404) return 'notFound';
  if (error.status === 429) return 'tooMany';
  return 'server';
};

/**
 * An order's status page: its number (from `?number=`, the payment's result links here) and the
 * email it was placed with, then the order. A wrong number and a wrong email read the same.
 */
export function OrderLookup() {
  const { t } = useTranslation(['shop', 'validationShop']);
  const id = useId();
  const [params] = useSearchParams();
  const [order, setOrder] = useState<OrderView>();
  const [refusal, setRefusal] = useState<Refusal>();
  const initial: OrderLookupValues = { order: params.get('number')?.trim() ?? '', email: '' };

  const submit = async (values: OrderLookupValues, helpers: FormikHelpers<OrderLookupValues>) => {
    setRefusal(undefined);
    try {
      setOrder(await lookUpOrder(orderLookupSchema.cast(values) as OrderLookupValues));
    } catch (error) {
      setOrder(undefined);
      if (error instanceof ApiError && error.fields) helpers.setErrors(error.fields);
      setRefusal(refusalOf(error));
    }
  };

  return (
    <div className="order-lookup">
      <Formik initialValues={initial} validationSchema={orderLookupSchema} onSubmit={submit}>
        {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur }) => {
          const errorOf = (name: keyof OrderLookupValues) =>
            errors[name] && (touched[name] || submitCount > 0) ? errors[name] : undefined;
          return (
            <Form noValidate className="order-lookup__form" aria-busy={isSubmitting}>
              <Field
                id={`${id}-order`}
                label={t('shop:lookup.number')}
                required
                error={errorOf('order')}
                hint={t('shop:lookup.numberHint')}
              >
                {(control) => (
                  <input
                    {...control}
                    name="order"
                    value={values.order}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    autoComplete="off"
                    className="form-field__input"
                  />
                )}
              </Field>
              <Field
                id={`${id}-email`}
                label={t('shop:lookup.email')}
                required
                error={errorOf('email')}
              >
                {(control) => (
                  <input
                    {...control}
                    name="email"
                    type="email"
                    value={values.email}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    autoComplete="email"
                    className="form-field__input"
                  />
                )}
              </Field>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                {t('shop:lookup.submit')}
              </button>
            </Form>
          );
        }}
      </Formik>
      <div role="alert">
        {refusal ? <p className="shop-line__problem">{t(`shop:lookup.${refusal}`)}</p> : null}
      </div>
      {order ? <OrderDetails order={order} /> : null}
    </div>
  );
}
