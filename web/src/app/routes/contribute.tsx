import { PageIntro } from '../../components/ui/page-intro';

export function ContributeRoute() {
  return (
    <div className="page">
      <PageIntro page="contribute" />
    </div>
  );
}
