import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { queryPayment } from '../api/payments-api';
import { Spinner } from './spinner';
import './donation.css';

type Check = 'checking' | 'pending' | 'error';

interface PendingPaymentProps {
  paymentId: string;
  /** As the gateway wrote it ('50.00'), for display only. */
  amount?: string;
  /** Called with the gateway's authentic fields once it knows the final result. */
  onFinal: (fields: Record<string, string>) => void;
}

/**
 * /transaction-pending: 'Please wait ...' while the API asks the gateway (once, on arrival) how the
 * payment stands; once the gateway knows the final result, `onFinal` moves on to the status page.
 * Otherwise the page stays, with a button to check again.
 */
export function PendingPayment({ paymentId, amount, onFinal }: PendingPaymentProps) {
  const { t } = useTranslation(['donation']);
  const [check, setCheck] = useState<Check>('checking');
  const mounted = useRef(false);
  const started = useRef(false);

  const ask = useCallback(async () => {
    setCheck('checking');
    try {
      const answer = await queryPayment(paymentId);
      if (!mounted.current) return;
      if (answer.final && answer.fields) onFinal(answer.fields);
      else setCheck('pending');
    } catch (error) {
      if (!mounted.current) return;
      // Asked again too soon: the gateway has just been asked, so the payment is still pending.
      setCheck(error instanceof ApiError && error.status === 429 ? 'pending' : 'error');
    }
  }, [paymentId, onFinal]);

  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void ask();
    }
    return () => {
      mounted.current = false;
    };
  }, [ask]);

  return (
    <div className="payment-result payment-result--pending">
      <div className="payment-result__busy">
        <Spinner size={48} />
        <p className="payment-result__wait">{t('donation:pending.pleaseWait')}</p>
      </div>
      <h1 className="payment-result__title">{t('donation:pending.title')}</h1>
      <p className="payment-result__lead">{t('donation:pending.text')}</p>
      <dl className="payment-result__details" aria-label={t('donation:result.details')}>
        <div>
          <dt>{t('donation:result.paymentId')}</dt>
          <dd>{paymentId}</dd>
        </div>
        {amount && (
          <div>
            <dt>{t('donation:result.amount')}</dt>
            <dd>{amount}</dd>
          </div>
        )}
      </dl>
      <p className="payment-result__check" role="status">
        {check === 'checking'
          ? t('donation:pending.checking')
          : check === 'pending'
            ? t('donation:pending.stillPending')
            : t('donation:pending.checkFailed')}
      </p>
      <div className="payment-result__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void ask()}
          disabled={check === 'checking'}
        >
          {t('donation:pending.checkAgain')}
        </button>
        <Link className="button button--ghost" to={paths.home}>
          {t('donation:result.returnHome')}
        </Link>
      </div>
    </div>
  );
}
