import { enterpriseCopy } from '@gsk/core/enterprise';
import { altTexts } from '../../lib/alt-texts';
import { island } from '../../lib/island';
// The sections' styles come with the page, so their prerendered markup is styled before their
// code loads.
import '../../components/ui/dialog.css';
import '../../features/donation/components/donation.css';
import '../../features/enterprises/components/enterprises.css';
import '../../features/home/components/home.css';

// The home page's sections below its opening (the hero) as islands (lib/island.tsx): their code,
// their copy (`homeSections`, the enterprises' texts, the alt texts) and the campaign's totals
// load when the visitor nears or touches one; until then they show as prerendered.

const sections = () => import('./sections');

export const DonateTextIsland = island(
  () => sections().then((module) => module.DonateText),
  ['homeSections', 'donation'],
);

export const ThirdSectorIsland = island(
  () => sections().then((module) => module.ThirdSector),
  ['homeSections'],
  [altTexts],
);

export const OutcomesIsland = island(
  () => sections().then((module) => module.Outcomes),
  ['homeSections'],
  [altTexts],
);

export const ShowcaseIsland = island(
  () => sections().then((module) => module.EnterpriseShowcase),
  ['homeSections'],
  [altTexts, enterpriseCopy],
);

export const PartnerRolesIsland = island(
  () => sections().then((module) => module.PartnerRoles),
  ['homeSections'],
  [altTexts],
);

export const PartnerFormHeadingIsland = island(
  () => sections().then((module) => module.PartnerFormHeading),
  ['homeSections'],
);
