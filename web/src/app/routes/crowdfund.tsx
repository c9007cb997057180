import { PageIntro } from '../../components/ui/page-intro';
import { CampaignList } from '../../features/crowdfunding/components/campaign-list';

/** /crowdfund: the campaigns, running first (loaded in the browser: they change after the build). */
export function CrowdfundRoute() {
  return (
    <div className="page">
      <PageIntro page="crowdfund" />
      <CampaignList />
    </div>
  );
}
