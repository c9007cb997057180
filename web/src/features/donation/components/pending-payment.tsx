import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { queryPayment } from '../api/payments-api';
import { Spinner } from './spinner';
import './donation.css';

/**
 * Waits before each automatic re-check while the gateway has no final answer (about two minutes
 * in all; the API itself refuses a QUERY within 3 s of the last). After the last one the page
 * says plainly that the payment is still pending and what to do.
 */
export const RECHECK_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000, 45_000] as const;

/**
 * `checking`: a QUERY is under way; `waiting`: the next automatic one is due in `seconds`;
 * `pending`: still pending after every automatic re-check; `notFound`: no such payment; `error`:
 * the API could not be reached through every re-check.
 */
type Check =
  | { phase: 'checking' }
  | { phase: 'waiting'; seconds: number }
  | { phase: 'pending' | 'notFound' | 'error' };

interface PendingPaymentProps {
  paymentId: string;
  /** As the gateway wrote it ('50.00'), for display only. */
  amount?: string;
  /** Called with the gateway's authentic fields once it knows the final result. */
  onFinal: (fields: Record<string, string>) => void;
}

/**
 * /transaction-pending: 'Please wait ...' while the API asks the gateway how the payment stands,
 * again and again with growing pauses; once the gateway knows the final result, `onFinal` moves
 * on to the status page. A payment the API does not know ends at once in "we could not find this
 * payment"; one still pending after the last re-check ends in an explanation, with a button to
 * check again.
 */
export function PendingPayment({ paymentId, amount, onFinal }: PendingPaymentProps) {
  const { t } = useTranslation(['donation', 'layout']);
  const [check, setCheck] = useState<Check>({ phase: 'checking' });
  const mounted = useRef(false);
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Asks now; while the answer is not final, asks again after `RECHECK_DELAYS_MS[round]`. */
  const ask = useCallback(
    async (round: number, failures: number): Promise<void> => {
      clearTimeout(timer.current);
      setCheck({ phase: 'checking' });
      let failed = false;
      try {
        const answer = await queryPayment(paymentId);
        if (!mounted.current) return;
        if (answer.final && answer.fields) {
          onFinal(answer.fields);
          return;
        }
      } catch (error) {
        if (!mounted.current) return;
        if (error instanceof ApiError && error.status === 404) {
          setCheck({ phase: 'notFound' });
          return;
        }
        // 429: asked again too soon, the payment is still pending; anything else may pass.
        failed = !(error instanceof ApiError && error.status === 429);
      }
      const errors = failed ? failures + 1 : 0;
      const delay = RECHECK_DELAYS_MS[round];
      if (delay === undefined) {
        setCheck({ phase: errors > 0 ? 'error' : 'pending' });
        return;
      }
      // Said once per pause (a live region ticking every second would drown a screen reader).
      setCheck({ phase: 'waiting', seconds: Math.round(delay / 1000) });
      timer.current = setTimeout(() => void ask(round + 1, errors), delay);
    },
    [paymentId, onFinal],
  );

  useEffect(() => {
    mounted.current = true;
    // Once per page (a development remount keeps the check under way).
    if (!started.current) {
      started.current = true;
      void ask(0, 0);
    }
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, [ask]);

  const handleCheckAgain = () => void ask(0, 0);
  const busy = check.phase === 'checking' || check.phase === 'waiting';

  if (check.phase === 'notFound') {
    return (
      <div className="payment-result payment-result--danger">
        <div className="payment-result__banner" role="status">
          <span className="payment-result__icon" aria-hidden="true">
            ?
          </span>
          <h1 className="payment-result__title">{t('donation:pending.notFoundTitle')}</h1>
        </div>
        <p className="payment-result__lead">{t('donation:pending.notFoundText')}</p>
        <dl className="payment-result__details" aria-label={t('donation:result.details')}>
          <div>
            <dt>{t('donation:result.paymentId')}</dt>
            <dd>{paymentId}</dd>
          </div>
        </dl>
        <div className="payment-result__actions">
          <Link className="button button--primary" to={paths.contribute}>
            {t('donation:pending.donate')}
          </Link>
          <Link className="button button--ghost" to={paths.home}>
            {t('donation:result.returnHome')}
          </Link>
          <Link className="button button--ghost" to={paths.contact}>
            {t('layout:nav.contact')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="payment-result payment-result--pending">
      {busy && (
        <div className="payment-result__busy">
          <Spinner size={48} />
          <p className="payment-result__wait">{t('donation:pending.pleaseWait')}</p>
        </div>
      )}
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
        {check.phase === 'checking' && t('donation:pending.checking')}
        {check.phase === 'waiting' && t('donation:pending.recheck', { seconds: check.seconds })}
        {check.phase === 'pending' && t('donation:pending.stillPending')}
        {check.phase === 'error' && t('donation:pending.checkFailed')}
      </p>
      <div className="payment-result__actions">
        {!busy && (
          <button type="button" className="button button--primary" onClick={handleCheckAgain}>
            {t('donation:pending.checkAgain')}
          </button>
        )}
        <Link className="button button--ghost" to={paths.home}>
          {t('donation:result.returnHome')}
        </Link>
        {check.phase === 'pending' && (
          <Link className="button button--ghost" to={paths.contact}>
            {t('layout:nav.contact')}
          </Link>
        )}
      </div>
    </div>
  );
}
