import { PageIntro } from '../../components/ui/page-intro';

export function ExpertContributionRoute() {
  return (
    <div className="page">
      <PageIntro page="expertContribution" />
    </div>
  );
}
