import { isCancelled, statusOf } from '@gsk/core/donation/status';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { verifyPayment } from '../api/payments-api';
import { forgetCampaignTotals } from '../hooks/use-campaign-totals';
import { forgetDonorDetails } from '../lib/donor-details';
import { Spinner } from './spinner';
import './donation.css';

type Verdict = 'verifying' | 'success' | 'failed' | 'cancelled' | 'invalid' | 'error';

/** What the page shows for each verdict once verification is over. */
const views = {
  success: { tone: 'success', title: 'success', status: 'statusSuccess' },
  failed: { tone: 'danger', title: 'failed', status: 'statusFailed' },
  cancelled: { tone: 'danger', title: 'cancelled', status: 'statusCancelled' },
  invalid: { tone: 'danger', title: 'invalid', status: 'statusInvalid' },
} as const;

/**
 * The payment result of /transaction-status. A spinner shows until the API has said whether the
 * query parameters are the gateway's own (HashValue2); then 'Transaction Successful' with a thank
 * you ('0'), 'Transaction Cancelled' (the buyer's cancel at the gateway), 'Transaction Failed' ('1'
 * or any other final status) or 'Transaction Invalid', with the payment's status and, once
 * verified, its ID, amount and time, and a way home. An invalid result shows nothing of its link.
 */
export function TransactionResult({
  fields,
  onOrderPaid,
}: {
  fields: Record<string, string>;
  /** Heard when the payment was a shop order's and it succeeded (the page empties the cart). */
  onOrderPaid?: () => void;
}) {
  const { t } = useTranslation(['donation', 'layout']);
  const [verdict, setVerdict] = useState<Verdict>('verifying');
  // A shop order's payment (issue 31): the result speaks of the order, not of a donation.
  const [order, setOrder] = useState(false);
  const mounted = useRef(false);
  const started = useRef(false);

  const verify = useCallback(async () => {
    setVerdict('verifying');
    try {
      const answer = await verifyPayment(fields);
      if (!mounted.current) return;
      if (!answer.valid) setVerdict('invalid');
      else if (answer.order && statusOf(fields.TxnStatus) === 'success') {
        // Paid: the cart's items are the order's now.
        onOrderPaid?.();
        forgetDonorDetails();
        setOrder(true);
        setVerdict('success');
      } else if (answer.order) {
        // The order's items went back on the shelf; the cart stays for another try.
        setOrder(true);
        setVerdict(isCancelled(fields) ? 'cancelled' : 'failed');
      } else if (statusOf(fields.TxnStatus) === 'success') {
        // The donor's gift shows in the totals on the next page, past any cached copy.
        forgetCampaignTotals();
        forgetDonorDetails();
        setVerdict('success');
      } else setVerdict(isCancelled(fields) ? 'cancelled' : 'failed');
    } catch (error) {
      if (!mounted.current) return;
      // A 4xx means the parameters themselves are unusable (e.g. no HashValue2): not authentic.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setVerdict(refused && error.status !== 429 ? 'invalid' : 'error');
    }
  }, [fields, onOrderPaid]);

  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void verify();
    }
    return () => {
      mounted.current = false;
    };
  }, [verify]);

  if (verdict === 'verifying') {
    return (
      <div className="payment-result payment-result--busy" role="status">
        <Spinner size={48} />
        <h1 className="payment-result__title">{t('donation:result.verifying')}</h1>
      </div>
    );
  }

  if (verdict === 'error') {
    return (
      <div className="payment-result" role="alert">
        <h1 className="payment-result__title">{t('donation:result.checkFailed')}</h1>
        <div className="payment-result__actions">
          <button type="button" className="button button--primary" onClick={() => void verify()}>
            {t('donation:result.retry')}
          </button>
          <Link className="button button--ghost" to={paths.home}>
            {t('donation:result.returnHome')}
          </Link>
        </div>
      </div>
    );
  }

  const view = views[verdict];
  return (
    <div className={`payment-result payment-result--${view.tone}`}>
      <div className="payment-result__banner" role="status">
        <span className="payment-result__icon" aria-hidden="true">
          {verdict === 'success' ? '✓' : '!'}
        </span>
        <h1 className="payment-result__title">{t(`donation:result.${view.title}`)}</h1>
      </div>
      {verdict === 'success' && (
        <p className="payment-result__lead">
          {t(order ? 'donation:result.orderConfirmed' : 'donation:result.thanks')}
        </p>
      )}
      {order && (verdict === 'failed' || verdict === 'cancelled') && (
        <p className="payment-result__lead">{t('donation:result.orderReleased')}</p>
      )}
      {!order && verdict === 'failed' && (
        <p className="payment-result__lead">{t('donation:result.failedHelp')}</p>
      )}
      {!order && verdict === 'cancelled' && (
        <p className="payment-result__lead">{t('donation:result.cancelledHelp')}</p>
      )}
      {verdict === 'invalid' && (
        <p className="payment-result__lead">
          {t('donation:result.invalidHelp')}{' '}
          <Link to={paths.contact}>{t('layout:nav.contact')}</Link>
        </p>
      )}
      <dl className="payment-result__details" aria-label={t('donation:result.details')}>
        <div>
          <dt>{t('donation:result.paymentStatus')}</dt>
          <dd>{t(`donation:result.${view.status}`)}</dd>
        </div>
        {/* An unverified link's fields are anyone's typing: none of them is shown as fact. */}
        {verdict !== 'invalid' && (
          <>
            <div>
              <dt>{t('donation:result.paymentId')}</dt>
              <dd>{fields.PaymentID ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('donation:result.amount')}</dt>
              <dd>{fields.Amount ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('donation:result.time')}</dt>
              <dd>{fields.RespTime ?? '—'}</dd>
            </div>
          </>
        )}
      </dl>
      <div className="payment-result__actions">
        {order && verdict === 'success' && fields.PaymentID ? (
          <Link
            className="button button--primary"
            to={`${paths.orderStatus}?number=${encodeURIComponent(fields.PaymentID)}`}
          >
            {t('donation:result.viewOrder')}
          </Link>
        ) : null}
        {order && verdict !== 'success' ? (
          <Link className="button button--primary" to={paths.cart}>
            {t('donation:result.backToCart')}
          </Link>
        ) : null}
        <Link className={`button button--${order ? 'ghost' : 'primary'}`} to={paths.home}>
          {t('donation:result.returnHome')}
        </Link>
        {!order && (verdict === 'failed' || verdict === 'cancelled') && (
          <Link className="button button--ghost" to={paths.contribute}>
            {t('donation:result.tryAgain')}
          </Link>
        )}
      </div>
    </div>
  );
}
