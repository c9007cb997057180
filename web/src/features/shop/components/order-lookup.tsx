import type { OrderView } from '@gsk/core/api';
import { orderLookupSchema, type OrderLookupValues } from '@gsk/core/shop';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { lookUpOrder } from '../api/shop-api';
import { OrderDetails } from './order-details';
import { OrderLookupFields } from './order-lookup-fields';
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
 * An order's status page: its number (`initialNumber`: the page's `?number=`, which the payment's result links to) and the
 * email it was placed with, then the order. A wrong number and a wrong email read the same.
 */
export function OrderLookup({ initialNumber }: { initialNumber: string }) {
  const { t, i18n } = useTranslation(['shop', 'shopOrder', 'validationShop']);
  // The site's general validation messages come once the form is used, not with the page.
  const loadMessages = () => void i18n.loadNamespaces('validation');
  const id = useId();
  const [order, setOrder] = useState<OrderView>();
  const [refusal, setRefusal] = useState<Refusal>();
  const initial: OrderLookupValues = { order: initialNumber, email: '' };

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
        {({
          values,
          errors,
          touched,
          submitCount,
          isSubmitting,
          handleChange,
          handleBlur,
          handleSubmit,
        }) => {
          const errorOf = (name: keyof OrderLookupValues) =>
            errors[name] && (touched[name] || submitCount > 0) ? errors[name] : undefined;
          return (
            <OrderLookupFields
              id={id}
              values={values}
              errorOf={errorOf}
              busy={isSubmitting}
              onChange={handleChange}
              onBlur={handleBlur}
              onSubmit={handleSubmit}
              onFocusCapture={loadMessages}
            />
          );
        }}
      </Formik>
      <div role="alert">
        {refusal ? <p className="shop-line__problem">{t(`shopOrder:lookup.${refusal}`)}</p> : null}
      </div>
      {order ? <OrderDetails order={order} /> : null}
    </div>
  );
}
