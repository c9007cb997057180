import { PageIntro } from '../../components/ui/page-intro';

export function PoliciesRoute() {
  return (
    <div className="page">
      <PageIntro page="policies" />
    </div>
  );
}
