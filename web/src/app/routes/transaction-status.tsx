import { statusOf, transactionPendingParams } from '@gsk/core/donation/status';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Navigate } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { TransactionResult } from '../../features/donation/components/transaction-result';
import { clearCart } from '../../features/shop/lib/cart';
import { PageLoading } from '../../components/ui/page-loading';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePageMeta } from '../../hooks/use-page-meta';

/**
 * /transaction-status: no TxnStatus → /contribute; pending ('2') → /transaction-pending with
 * PymtMethod, PaymentID and Amount; anything else is verified by the API, then shown.
 */
export function TransactionStatusRoute() {
  usePageMeta('transactionStatus');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const query = params.toString();
  const fields = useMemo(() => Object.fromEntries(new URLSearchParams(query)), [query]);
  const txnStatus = fields.TxnStatus?.trim();

  // Its address always carries the gateway's answer: the prerendered page only says it is loading.
  if (!hydrated) return <PageLoading />;
  if (!txnStatus) return <Navigate to={paths.contribute} replace />;
  if (statusOf(txnStatus) === 'pending') {
    const pending = new URLSearchParams();
    for (const name of transactionPendingParams) {
      const value = fields[name];
      if (value) pending.set(name, value);
    }
    return <Navigate to={`${paths.transactionPending}?${pending}`} replace />;
  }
  return (
    <div className="page">
      <TransactionResult key={query} fields={fields} onOrderPaid={clearCart} />
    </div>
  );
}
