import { useTranslation } from 'react-i18next';
import { SplitHeading } from '../../components/ui/split-heading';
import { CampaignTotals } from '../../features/donation/components/campaign-totals';
import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { EventInvitation } from '../../features/events/components/event-invitation';
import { EnterpriseShowcase } from '../../features/enterprises/components/enterprise-showcase';
import { HomeHero } from '../../features/home/components/home-hero';
import { Outcomes } from '../../features/home/components/outcomes';
import { PartnerCall } from '../../features/home/components/partner-call';
import { ThirdSector } from '../../features/home/components/third-sector';
import { PartnerFormIsland } from '../../features/applications/components/application-islands';
import { usePageMeta } from '../../hooks/use-page-meta';

/** The home page's donation card: the same flow as /contribute. */
function DonateBand() {
  const { t } = useTranslation(['home']);
  return (
    <section className="home-section donate-band" aria-labelledby="donate-heading">
      <div className="donate-band__text">
        <SplitHeading
          id="donate-heading"
          className="home-section__heading"
          {...t('home:donate.heading', { returnObjects: true })}
        />
        <p className="home-section__lead">{t('home:donate.lead')}</p>
        <CampaignTotals />
      </div>
      <DonationFormIsland variant="card" />
    </section>
  );
}

export function HomeRoute() {
  usePageMeta('home');
  return (
    <div className="home">
      <HomeHero />
      <DonateBand />
      <ThirdSector />
      <Outcomes />
      <EnterpriseShowcase />
      <PartnerCall form={<PartnerFormIsland idPrefix="home-partner" />} />
      <EventInvitation />
    </div>
  );
}
