import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { EventInvitation } from '../../features/events/components/event-invitation';
import { HomeHero } from '../../features/home/components/home-hero';
import {
  DonateTextIsland,
  OutcomesIsland,
  PartnerFormHeadingIsland,
  PartnerRolesIsland,
  ShowcaseIsland,
  ThirdSectorIsland,
} from '../home/islands';
import { PartnerFormIsland } from '../../features/applications/components/partner-form-island';
import { usePageMeta } from '../../hooks/use-page-meta';

/**
 * The home page: its opening (the hero) with the page, every section below it an island that
 * loads its code and copy when the visitor nears it (app/home/islands.ts).
 */
export function HomeRoute() {
  usePageMeta('home');
  return (
    <div className="home">
      <HomeHero />
      {/* The donation card: the same flow as /contribute. */}
      <section className="home-section donate-band" aria-labelledby="donate-heading">
        <DonateTextIsland />
        <DonationFormIsland variant="card" />
      </section>
      <ThirdSectorIsland />
      <OutcomesIsland />
      <ShowcaseIsland />
      <section className="home-section partner-call" aria-labelledby="partner-call-heading">
        <PartnerRolesIsland />
        <div className="partner-call__form">
          <PartnerFormHeadingIsland />
          <PartnerFormIsland idPrefix="home-partner" />
        </div>
      </section>
      <EventInvitation />
    </div>
  );
}
