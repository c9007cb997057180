import { PageIntro } from '../../components/ui/page-intro';

export function SupportEnterpriseRoute() {
  return (
    <div className="page">
      <PageIntro page="supportEnterprise" />
    </div>
  );
}
