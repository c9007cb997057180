import { PageIntro } from '../../components/ui/page-intro';

export function TransactionStatusRoute() {
  return (
    <div className="page">
      <PageIntro page="transactionStatus" />
    </div>
  );
}
