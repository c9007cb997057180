import { PageIntro } from '../../components/ui/page-intro';

export function TransactionPendingRoute() {
  return (
    <div className="page">
      <PageIntro page="transactionPending" />
    </div>
  );
}
