import type { ShiftMessageResult } from '@gsk/core/api';
import { SHIFT_MESSAGE_MAX_LENGTH } from '@gsk/core/constants';
import {
  shiftMessageKinds,
  shiftMessageSchema,
  type ShiftMessageValues,
} from '@gsk/core/volunteers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendShiftMessage } from '../api/coordinator-api';
import { fieldId, SelectInput, TextArea, useCoordinatorForm } from './form-parts';

/** The form's values: no subject chosen at first. */
interface MessageFormValues {
  kind: string;
  text: string;
}

const blank: MessageFormValues = { kind: '', text: '' };

/**
 * Texting the volunteers of one shift about it (a change of venue or time, a cancellation): what
 * it is about and one SMS of text, its length counted against SHIFT_MESSAGE_MAX_LENGTH as it is
 * typed, checked by core's shiftMessageSchema, and sent only once the coordinator confirms. The
 * answer says how many were texted and the texts left today.
 */
export function ShiftMessageForm({ activityId, shiftId }: { activityId: string; shiftId: string }) {
  const { t } = useTranslation(['coordinator', 'volunteerLabels']);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ShiftMessageResult>();
  const form = useCoordinatorForm<MessageFormValues, ShiftMessageValues>({
    initialValues: blank,
    schema: shiftMessageSchema,
    inputOf: (values) => values,
    texting: true,
    send: async (values) => {
      // The first press asks to confirm; the confirmation sends.
      if (!confirming) {
        setResult(undefined);
        setConfirming(true);
        return;
      }
      setConfirming(false);
      setResult(await sendShiftMessage(activityId, shiftId, values));
      form.formik.resetForm();
    },
  });
  const { formik, formRef, alert } = form;
  const length = formik.values.text.length;
  const countId = `${fieldId(form, 'text')}-count`;
  return (
    <form
      ref={formRef}
      className="coordinator__form"
      aria-label={t('coordinator:message.formLabel')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <SelectInput
        form={form}
        name="kind"
        label={t('coordinator:message.kind')}
        placeholder={t('coordinator:message.chooseKind')}
        options={shiftMessageKinds.map((kind) => ({
          code: kind,
          name: t(`volunteerLabels:messageKinds.${kind}`),
        }))}
      />
      <TextArea
        form={form}
        name="text"
        rows={3}
        label={t('coordinator:message.text')}
        hint={t('coordinator:message.textHint')}
      />
      <p
        id={countId}
        className={`coordinator__length${length > SHIFT_MESSAGE_MAX_LENGTH ? ' coordinator__length--over' : ''}`}
        aria-live="polite"
      >
        {t('coordinator:message.length', { length, max: SHIFT_MESSAGE_MAX_LENGTH })}
      </p>
      <p role="alert" className={alert ? 'coordinator__alert' : 'coordinator__alert--empty'}>
        {alert}
      </p>
      {confirming ? (
        <div className="coordinator__confirm" role="group" aria-labelledby={`${countId}-confirm`}>
          <p id={`${countId}-confirm`}>{t('coordinator:message.confirmAll')}</p>
          <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('coordinator:message.sending') : t('coordinator:message.send')}
          </button>{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={formik.isSubmitting}
            onClick={() => setConfirming(false)}
          >
            {t('coordinator:message.cancel')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary coordinator__submit">
          {t('coordinator:message.submit')}
        </button>
      )}
      <p role="status" className="coordinator__done">
        {result &&
          `${t('coordinator:message.sent', { count: result.sent })} ${t('coordinator:message.left', { count: result.textsLeftToday })}`}
      </p>
    </form>
  );
}
