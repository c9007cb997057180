import { PageIntro } from '../../components/ui/page-intro';

export function EnterpriseRoute() {
  return (
    <div className="page">
      <PageIntro page="enterprise" />
    </div>
  );
}
