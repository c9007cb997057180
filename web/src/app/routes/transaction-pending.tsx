import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PendingPayment } from '../../features/donation/components/pending-payment';
import { usePageMeta } from '../../hooks/use-page-meta';

/** /transaction-pending: waits for the gateway's final answer, then shows the status page. */
export function TransactionPendingRoute() {
  usePageMeta('transactionPending');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentId = params.get('PaymentID')?.trim();
  const handleFinal = useCallback(
    (fields: Record<string, string>) =>
      navigate(`${paths.transactionStatus}?${new URLSearchParams(fields)}`, { replace: true }),
    [navigate],
  );

  if (!paymentId) return <Navigate to={paths.contribute} replace />;
  return (
    <div className="page">
      <PendingPayment
        key={paymentId}
        paymentId={paymentId}
        amount={params.get('Amount') ?? undefined}
        onFinal={handleFinal}
      />
    </div>
  );
}
