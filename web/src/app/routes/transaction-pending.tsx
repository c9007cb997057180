import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Navigate } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { PendingPayment } from '../../features/donation/components/pending-payment';
import { useLocalizedPath } from '../../hooks/use-localized-path';
import { PageLoading } from '../../components/ui/page-loading';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePageMeta } from '../../hooks/use-page-meta';

/** /transaction-pending: waits for the gateway's final answer, then shows the status page. */
export function TransactionPendingRoute() {
  usePageMeta('transactionPending');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const paymentId = params.get('PaymentID')?.trim();
  const handleFinal = useCallback(
    (fields: Record<string, string>) =>
      navigate(localize(`${paths.transactionStatus}?${new URLSearchParams(fields)}`), {
        replace: true,
      }),
    [navigate, localize],
  );

  // Its address always carries the gateway's answer: the prerendered page only says it is loading.
  if (!hydrated) return <PageLoading />;
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
