import type { StaffPaymentCheck, StaffPaymentDetail } from '@gsk/core/api';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../lib/api-client';
import { checkPayment, fetchPayment } from '../api/staff-api';
import { useStaffMeta } from '../hooks/use-staff-meta';
import { useStaffSession } from '../hooks/staff-session';
import { ringgit, statusText, when } from '../lib/format';
import { staffFailureText } from '../lib/staff-failure';
import { staffPath } from '../lib/staff-paths';
import { PaymentHistory } from './payment-history';
import { useEnterpriseName } from './payment-list';
import { RemoteView } from './remote-view';

const outcomes = ['settled', 'unchanged', 'expired', 'emails_sent', 'already_final'] as const;

/** The check with the gateway: the reconciler's step for this payment now, and what it did. */
function CheckWithGateway({
  paymentId,
  onChecked,
}: {
  paymentId: string;
  onChecked: (detail: StaffPaymentDetail) => void;
}) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ check?: StaffPaymentCheck; failure?: ApiFailure }>();
  const handleCheck = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      const check = await checkPayment(paymentId);
      setResult({ check });
      onChecked(check.detail);
    } catch (error) {
      setResult({ failure: failureOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const outcome = result?.check?.outcome;
  const known = outcomes.find((candidate) => candidate === outcome);
  return (
    <div className="staff-check">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void handleCheck()}
      >
        {busy ? t('staffRecords:payment.checking') : t('staffRecords:payment.check')}
      </button>
      <p className="staff-muted">{t('staffRecords:payment.checkHint')}</p>
      <p role="status">
        {outcome &&
          (known
            ? t(`staffRecords:payment.outcomes.${known}`)
            : t('staffRecords:payment.outcomes.other', { outcome }))}
      </p>
      {result?.failure && <p role="alert">{staffFailureText(result.failure, t, 'staff')}</p>}
    </div>
  );
}

/**
 * One donation (`/staff/donations/{id}`): every field, its status, its history in Malaysia time,
 * and the check with the gateway, after which it shows the payment as it then stands.
 */
export function PaymentDetail() {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  const enterpriseName = useEnterpriseName();
  useStaffMeta('donation');
  const paymentId = useParams().paymentId ?? '';
  const load = useCallback(() => fetchPayment(paymentId), [paymentId]);
  const { callFailed } = useStaffSession();
  const { remote, reload, replace } = useRemote(load, callFailed);
  const labels = t('staffRecords:payment.fields', { returnObjects: true });
  return (
    <div className="staff-page">
      <p>
        <Link to={staffPath('donations')}>{t('staffRecords:payment.back')}</Link>
      </p>
      <h1>{t('staffRecords:payment.heading', { id: paymentId })}</h1>
      <RemoteView remote={remote} onRetry={reload}>
        {({ payment, history }) => {
          const language_ =
            payment.language === 'eng' || payment.language === 'bm'
              ? t(`staffRecords:payment.languages.${payment.language}`)
              : payment.language;
          const rows: [string, ReactNode][] = [
            [labels.paymentId, payment.paymentId],
            [
              labels.status,
              <span className={`staff-badge staff-badge--${payment.status}`}>
                {statusText(payment.status, t)}
              </span>,
            ],
            [labels.amount, `${ringgit(payment.amount, language)} (${payment.currency})`],
            [labels.createdAt, when(payment.createdAt, language)],
            [labels.paidAt, when(payment.paidAt, language)],
            [labels.name, payment.name],
            [labels.email, payment.email],
            [labels.phone, payment.phone],
            [labels.enterprise, enterpriseName(payment.enterprise) ?? t('staff:common.none')],
            [labels.language, language_],
            [labels.notes, payment.notes || t('staff:common.none')],
            [
              labels.countsTowards,
              [
                payment.fundraiser &&
                  t('staffRecords:payment.towards.fundraiser', { code: payment.fundraiser }),
                payment.campaign &&
                  t('staffRecords:payment.towards.campaign', { id: payment.campaign }),
                payment.event && t('staffRecords:payment.towards.event', { id: payment.event }),
              ]
                .filter(Boolean)
                .join('; ') || t('staff:common.none'),
            ],
            [
              labels.donorWall,
              t(payment.donorWall ? 'staffRecords:payment.wallYes' : 'staffRecords:payment.wallNo'),
            ],
            [
              labels.attention,
              payment.attention
                ? t(`staff:attention.${payment.attention}`)
                : t('staff:common.none'),
            ],
            [labels.review, payment.review ?? t('staff:common.none')],
            [labels.receiptStatus, payment.receiptStatus ?? t('staff:common.none')],
            [labels.noticeStatus, payment.noticeStatus ?? t('staff:common.none')],
          ];
          return (
            <>
              <section aria-labelledby="staff-payment-details" className="staff-panel">
                <h2 id="staff-payment-details">{t('staffRecords:payment.details')}</h2>
                <dl className="staff-fields">
                  {rows.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <CheckWithGateway paymentId={payment.paymentId} onChecked={replace} />
              </section>
              <section aria-labelledby="staff-payment-history" className="staff-panel">
                <h2 id="staff-payment-history">{t('staffRecords:payment.history')}</h2>
                <PaymentHistory history={history} />
              </section>
            </>
          );
        }}
      </RemoteView>
    </div>
  );
}
