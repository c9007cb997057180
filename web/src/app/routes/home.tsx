import { EnterpriseShowcase } from '../../features/enterprises/components/enterprise-showcase';
import { HomeHero } from '../../features/home/components/home-hero';
import { Outcomes } from '../../features/home/components/outcomes';
import { PartnerCall } from '../../features/home/components/partner-call';
import { ThirdSector } from '../../features/home/components/third-sector';
import { usePageMeta } from '../../hooks/use-page-meta';

export function HomeRoute() {
  usePageMeta('home');
  return (
    <div className="home">
      <HomeHero />
      <ThirdSector />
      <Outcomes />
      <EnterpriseShowcase />
      <PartnerCall />
    </div>
  );
}
