import type { OverdrawDetails, StaffCampaign, StaffDisbursement } from '@gsk/core/api';
import { enterpriseOptions } from '@gsk/core/application';
import { DISBURSEMENT_RECEIPT_MAX_BYTES } from '@gsk/core/crowdfunding/limits';
import {
  disbursementCategories,
  disbursementSchema,
  senOf,
  type DisbursementValues,
} from '@gsk/core/crowdfunding';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormEnd,
  SchemaForm,
  SelectInput,
  TextInput,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { Field } from '../../../../components/form/field';
import { Dialog } from '../../../../components/ui/dialog';
import { useLanguage } from '../../../../hooks/use-language';
import { failureOf } from '../../../../lib/api-client';
import { enterpriseName } from '../../people/lib/application-text';
import { overdrawOf, recordDisbursement } from '../api/crowdfunding-api';
import { senText } from '../lib/format';
import { useFailureText } from './parts';

/** The receipt files the API keeps (checked again there, by their first bytes). */
const receiptTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** What is wrong with a chosen receipt file, as a key of the form's texts; none when it will do. */
const receiptProblem = (file: File | undefined): 'receiptType' | 'receiptSize' | undefined => {
  if (!file) return undefined;
  if (!(receiptTypes as readonly string[]).includes(file.type)) return 'receiptType';
  if (file.size > DISBURSEMENT_RECEIPT_MAX_BYTES) return 'receiptSize';
  return undefined;
};

const blank = {
  enterprise: '',
  campaign: '',
  amount: '',
  paidOn: '',
  category: '',
  description: { bm: '', eng: '' },
  confirmOverdraw: false,
};

/** A disbursement refused for the balance, waiting for staff's word. */
interface Overdraw {
  values: DisbursementValues;
  receipt?: File;
  details?: OverdrawDetails;
}

/**
 * The confirmation a disbursement past a balance needs: the fund, its balance and where this
 * amount takes it, and that it is recorded as overdrawn in the audit trail.
 */
function OverdrawDialog({
  overdraw,
  campaigns,
  onConfirm,
  onClose,
}: {
  overdraw: Overdraw;
  campaigns: readonly StaffCampaign[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const { details } = overdraw;
  const amountSen = details?.amountSen ?? senOf(overdraw.values.amount);
  const fundName = (fund: string) => {
    if (fund === 'all') return t('staffCrowdfunding:disbursementForm.fundAll');
    if (fund.startsWith('campaign:')) {
      const id = fund.slice('campaign:'.length);
      const campaign = campaigns.find((candidate) => candidate.id === id);
      return t('staffCrowdfunding:disbursementForm.fundCampaign', {
        title: campaign ? campaign.title[language] : id,
      });
    }
    return enterpriseName(fund, language);
  };
  const handleConfirm = async () => {
    setBusy(true);
    setAlert(undefined);
    try {
      await onConfirm();
    } catch (error) {
      setAlert(failureText(error));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={t('staffCrowdfunding:common.close')}
      title={t('staffCrowdfunding:disbursementForm.overdrawTitle')}
    >
      <p>
        {details
          ? t('staffCrowdfunding:disbursementForm.overdrawText', {
              fund: fundName(details.fund),
              balance: senText(details.balanceSen, language),
              amount: senText(amountSen, language),
              after: senText(details.balanceSen - amountSen, language),
            })
          : t('staffCrowdfunding:disbursementForm.overdrawUnknown', {
              amount: senText(amountSen, language),
            })}
      </p>
      <p>{t('staffCrowdfunding:disbursementForm.overdrawAudit')}</p>
      <p role="alert" className={alert ? 'activity-forms__alert' : 'activity-forms__empty'}>
        {alert}
      </p>
      <div className="staff-crowdfunding__dialog-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void handleConfirm()}
        >
          {busy
            ? t('staffCrowdfunding:common.submitting')
            : t('staffCrowdfunding:disbursementForm.confirmOverdraw')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('staffCrowdfunding:common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Records a disbursement (core's disbursementSchema, sent as a multipart form with the optional
 * receipt file, whose type and size are checked here too): the fund (an enterprise or the movement),
 * an optional campaign (choosing one sets its enterprise as the fund), the amount with cents, the
 * day paid, a category and descriptions in both languages. A 409 `balance_insufficient` asks for a
 * confirmation before it is sent again with `confirmOverdraw`.
 */
export function DisbursementForm({
  campaigns,
  onRecorded,
}: {
  campaigns: readonly StaffCampaign[];
  onRecorded: (disbursement: StaffDisbursement) => void;
}) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const failureText = useFailureText();
  const [receipt, setReceipt] = useState<File>();
  const [receiptError, setReceiptError] = useState<string>();
  const [overdraw, setOverdraw] = useState<Overdraw>();
  const [done, setDone] = useState('');
  const sending = useRef<Overdraw>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);

  const finish = (recorded: StaffDisbursement) => {
    setDone(
      t('staffCrowdfunding:disbursementForm.recorded', {
        amount: senText(recorded.amountSen, language),
      }),
    );
    setReceipt(undefined);
    if (fileRef.current) fileRef.current.value = '';
    onRecorded(recorded);
  };

  const form = useSchemaForm({
    initialValues: blank,
    schema: disbursementSchema,
    inputOf: (values) => values,
    send: async (values) => {
      setDone('');
      const problem = receiptProblem(receipt);
      if (problem) {
        setReceiptError(t(`staffCrowdfunding:disbursementForm.${problem}`));
        fileRef.current?.focus();
        return;
      }
      sending.current = { values, receipt };
      finish(await recordDisbursement(values, receipt));
      form.formik.resetForm();
    },
    failureText: (error) => {
      const refused = overdrawOf(failureOf(error));
      if (refused && sending.current) {
        setOverdraw({ ...sending.current, details: refused.details });
        return undefined;
      }
      return failureText(error);
    },
  });
  const field = { formik: form.formik, prefix: form.prefix };

  const handleReceipt = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReceipt(file);
    const problem = receiptProblem(file);
    setReceiptError(problem ? t(`staffCrowdfunding:disbursementForm.${problem}`) : undefined);
  };

  const handleCampaign = (id: string) => {
    void form.formik.setFieldValue('campaign', id);
    const campaign = campaigns.find((candidate) => candidate.id === id);
    if (campaign) void form.formik.setFieldValue('enterprise', campaign.enterprise ?? '');
  };

  const handleConfirm = async () => {
    if (!overdraw) return;
    const recorded = await recordDisbursement(
      { ...overdraw.values, confirmOverdraw: true },
      overdraw.receipt,
    );
    setOverdraw(undefined);
    finish(recorded);
    form.formik.resetForm();
  };

  const receiptId = `${form.prefix}-receipt`;
  return (
    <>
      <SchemaForm form={form} label={t('staffCrowdfunding:disbursementForm.formLabel')}>
        <div className="staff-event-form__pair">
          <SelectInput
            form={field}
            name="enterprise"
            label={t('staffCrowdfunding:disbursementForm.fund')}
            hint={t('staffCrowdfunding:disbursementForm.fundHint')}
            options={[
              { code: '', name: t('staffCrowdfunding:common.movement') },
              ...enterpriseOptions(language).map((option) => ({
                code: option.value,
                name: option.label,
              })),
            ]}
          />
          <SelectInput
            form={field}
            name="campaign"
            required={false}
            label={t('staffCrowdfunding:disbursementForm.campaign')}
            hint={t('staffCrowdfunding:disbursementForm.campaignHint')}
            placeholder={t('staffCrowdfunding:disbursementForm.noCampaign')}
            options={campaigns.map((campaign) => ({
              code: campaign.id,
              name: campaign.title[language],
            }))}
            onChange={handleCampaign}
          />
        </div>
        <div className="staff-event-form__pair">
          <TextInput
            form={field}
            name="amount"
            label={t('staffCrowdfunding:disbursementForm.amount')}
            hint={t('staffCrowdfunding:disbursementForm.amountHint')}
          />
          <TextInput
            form={field}
            type="date"
            name="paidOn"
            label={t('staffCrowdfunding:disbursementForm.paidOn')}
            hint={t('staffCrowdfunding:disbursementForm.paidOnHint')}
          />
        </div>
        <SelectInput
          form={field}
          name="category"
          label={t('staffCrowdfunding:disbursementForm.category')}
          placeholder={t('staffCrowdfunding:disbursementForm.chooseCategory')}
          options={disbursementCategories.map((category) => ({
            code: category,
            name: t(`staffCrowdfunding:disbursements.categories.${category}`),
          }))}
        />
        <div className="staff-event-form__pair">
          <TextInput
            form={field}
            name="description.bm"
            label={t('staffCrowdfunding:disbursementForm.descriptionBm')}
            hint={t('staffCrowdfunding:disbursementForm.descriptionHint')}
          />
          <TextInput
            form={field}
            name="description.eng"
            label={t('staffCrowdfunding:disbursementForm.descriptionEng')}
            hint={t('staffCrowdfunding:disbursementForm.descriptionHint')}
          />
        </div>
        <Field
          id={receiptId}
          label={t('staffCrowdfunding:disbursementForm.receipt')}
          hint={t('staffCrowdfunding:disbursementForm.receiptHint')}
        >
          {(control) => (
            <input
              {...control}
              ref={fileRef}
              type="file"
              className="form-field__control"
              accept={receiptTypes.join(',')}
              aria-invalid={Boolean(receiptError)}
              aria-describedby={[
                control['aria-describedby'],
                receiptError && `${receiptId}-problem`,
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={handleReceipt}
            />
          )}
        </Field>
        {receiptError && (
          <p id={`${receiptId}-problem`} className="form-field__error">
            {receiptError}
          </p>
        )}
        <FormEnd
          alert={form.alert}
          done={done}
          submitting={form.formik.isSubmitting}
          submit={t('staffCrowdfunding:disbursementForm.submit')}
        />
      </SchemaForm>
      {overdraw && (
        <OverdrawDialog
          overdraw={overdraw}
          campaigns={campaigns}
          onConfirm={handleConfirm}
          onClose={() => setOverdraw(undefined)}
        />
      )}
    </>
  );
}
