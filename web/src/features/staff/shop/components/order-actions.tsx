import type { StaffOrder } from '@gsk/core/api';
import { orderActionSchema, type OrderAction } from '@gsk/core/shop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  FormEnd,
  SchemaForm,
  TextArea,
  TextInput,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { Dialog } from '../../../../components/ui/dialog';
import { useLanguage } from '../../../../hooks/use-language';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { dayText, senText } from '../../crowdfunding/lib/format';
import { actOnOrder } from '../api/shop-api';
import { shopNamespaces, useFailureText } from './parts';

/** The refusals that mean the order is not as the page showed it: said, and the order reloaded. */
const movedOn = (failure: ApiFailure) =>
  failure.kind === 'status' &&
  (failure.code === 'order_state' || failure.code === 'return_window_closed');

interface ActionProps {
  order: StaffOrder;
  /** The action went through: the order as it now is, and what to say. */
  onDone: (order: StaffOrder, done: string) => void;
  /** The order moved on meanwhile (409): the page says so and reloads it. */
  onRefused: (failure: ApiFailure) => void;
}

/** An action's form over core's orderActionSchema: its fields' messages under them, a 409 to the page. */
function useActionForm(
  { order, onDone, onRefused }: ActionProps,
  action: OrderAction,
  done: () => string,
  initial: { courier?: string; tracking?: string } = {},
) {
  const failureText = useFailureText();
  return useSchemaForm({
    initialValues: {
      action,
      courier: initial.courier ?? '',
      tracking: initial.tracking ?? '',
      reason: '',
      restock: true,
    },
    schema: orderActionSchema,
    inputOf: (values) => values,
    send: async (values) => {
      onDone(await actOnOrder(order.orderId, values), done());
    },
    failureText: (error) => {
      const failure = failureOf(error);
      if (movedOn(failure)) {
        onRefused(failure);
        return undefined;
      }
      return failureText(error);
    },
  });
}

/** Ship: courier and tracking number, emailed to the buyer; for a shipped order, a correction. */
function ShipForm(props: ActionProps) {
  const { t } = useTranslation(shopNamespaces);
  const { order } = props;
  const correcting = order.status === 'shipped';
  const title = t(correcting ? 'staffShop:order.correctForm' : 'staffShop:order.shipForm');
  const form = useActionForm(
    props,
    'ship',
    () => t(correcting ? 'staffShop:order.done.correct' : 'staffShop:order.done.ship'),
    { courier: order.courier, tracking: order.trackingNumber },
  );
  const field = { formik: form.formik, prefix: form.prefix };
  return (
    <section className="staff-shop__action" aria-labelledby={`${form.prefix}-title`}>
      <h3 id={`${form.prefix}-title`}>{title}</h3>
      <SchemaForm form={form} label={title}>
        <TextInput
          form={field}
          name="courier"
          label={t('staffShop:order.courier')}
          hint={t('staffShop:order.courierHint')}
          maxLength={40}
        />
        <TextInput
          form={field}
          name="tracking"
          label={t('staffShop:order.trackingNumber')}
          hint={t('staffShop:order.trackingHint')}
          maxLength={40}
        />
        <FormEnd
          alert={form.alert}
          submitting={form.formik.isSubmitting}
          submit={correcting ? title : t('staffShop:order.ship')}
        />
      </SchemaForm>
    </section>
  );
}

/** Cancel and refund, after a dialog that says what follows: the buyer told, stock back, the refund by hand. */
function CancelDialog(props: ActionProps & { onClose: () => void }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const { order, onClose } = props;
  const amount = senText(order.totalSen, language);
  const form = useActionForm(props, 'cancel', () => t('staffShop:order.done.cancel', { amount }));
  const field = { formik: form.formik, prefix: form.prefix };
  const title = t('staffShop:order.cancelTitle', { id: order.orderId });
  return (
    <Dialog open onClose={onClose} closeLabel={t('staffShop:common.close')} title={title}>
      <SchemaForm form={form} label={title}>
        <ul className="staff-shop__consequences">
          <li>{t('staffShop:order.cancelTold')}</li>
          <li>{t('staffShop:order.cancelStock')}</li>
          <li>
            <strong>{t('staffShop:order.cancelRefund', { amount })}</strong>
          </li>
        </ul>
        <TextArea form={field} name="reason" label={t('staffShop:order.cancelReason')} rows={3} />
        <FormEnd
          alert={form.alert}
          submitting={form.formik.isSubmitting}
          submit={t('staffShop:order.confirmCancel')}
        />
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('staffShop:order.keep')}
        </button>
      </SchemaForm>
    </Dialog>
  );
}

/** Take a return within the window: a reason, and whether the goods go back on sale. */
function ReturnForm(props: ActionProps) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const { order } = props;
  const amount = senText(order.totalSen, language);
  const form = useActionForm(props, 'return', () => t('staffShop:order.done.return', { amount }));
  const field = { formik: form.formik, prefix: form.prefix };
  const title = t('staffShop:order.returnForm');
  return (
    <section className="staff-shop__action" aria-labelledby={`${form.prefix}-title`}>
      <h3 id={`${form.prefix}-title`}>{title}</h3>
      {order.returnBy && (
        <p>{t('staffShop:order.returnBy', { date: dayText(order.returnBy, language) })}</p>
      )}
      <SchemaForm form={form} label={title}>
        <TextArea form={field} name="reason" label={t('staffShop:order.returnReason')} rows={3} />
        <Checkbox form={field} name="restock" label={t('staffShop:order.restock')} />
        <p className="staff-shop__hint">{t('staffShop:order.returnRefund', { amount })}</p>
        <FormEnd
          alert={form.alert}
          submitting={form.formik.isSubmitting}
          submit={t('staffShop:order.returnSubmit')}
        />
      </SchemaForm>
    </section>
  );
}

/** A one-press action (pack, deliver or collect). */
function StepButton(props: ActionProps & { action: 'pack' | 'deliver'; onStart: () => void }) {
  const { t } = useTranslation(shopNamespaces);
  const failureText = useFailureText();
  const { order, action, onDone, onRefused, onStart } = props;
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const word =
    action === 'pack' ? 'pack' : order.delivery.method === 'pickup' ? 'collect' : 'deliver';
  const press = async () => {
    onStart();
    setAlert(undefined);
    setBusy(true);
    try {
      const next = await actOnOrder(order.orderId, await orderActionSchema.validate({ action }));
      onDone(next, t(`staffShop:order.done.${word}`));
    } catch (error) {
      const failure = failureOf(error);
      if (movedOn(failure)) onRefused(failure);
      else setAlert(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void press()}
      >
        {t(`staffShop:order.${word}`)}
      </button>
      {alert && (
        <p role="alert" className="activity-forms__alert">
          {alert}
        </p>
      )}
    </>
  );
}

/**
 * What staff may do to the order now, as its `actions` say: mark packed, ship (or correct the
 * tracking), mark delivered or collected, cancel and refund (after a confirmation), take a return
 * within the window; once the window has closed, the day it closed.
 */
export function OrderActions(props: ActionProps & { onStart: () => void }) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const { order, onStart } = props;
  const [cancelling, setCancelling] = useState(false);
  const can = (action: OrderAction) => order.actions.includes(action);
  const windowClosed = order.status === 'delivered' && !can('return') && order.returnBy;
  // Each form starts afresh from the order as it now is (a correction shows the saved tracking).
  const key = `${order.orderId}-${order.status}-${order.trackingNumber ?? ''}`;
  return (
    <section className="staff-card" aria-labelledby="staff-shop-actions">
      <h2 id="staff-shop-actions">{t('staffShop:order.actions')}</h2>
      {order.actions.length === 0 && !windowClosed && <p>{t('staffShop:order.noActions')}</p>}
      <div className="staff-shop__buttons">
        {can('pack') && <StepButton {...props} action="pack" />}
        {can('deliver') && <StepButton {...props} action="deliver" />}
        {can('cancel') && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              onStart();
              setCancelling(true);
            }}
          >
            {t('staffShop:order.cancel')}
          </button>
        )}
      </div>
      {can('ship') && <ShipForm key={key} {...props} />}
      {can('return') && <ReturnForm key={key} {...props} />}
      {windowClosed && (
        <p className="staff-shop__note">
          {t('staffShop:order.windowClosed', { date: dayText(order.returnBy ?? '', language) })}
        </p>
      )}
      {cancelling && (
        <CancelDialog
          {...props}
          onClose={() => setCancelling(false)}
          onDone={(next, done) => {
            setCancelling(false);
            props.onDone(next, done);
          }}
          onRefused={(failure) => {
            setCancelling(false);
            props.onRefused(failure);
          }}
        />
      )}
    </section>
  );
}
