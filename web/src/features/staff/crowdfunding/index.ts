import { lazy } from 'react';
import type { StaffSection } from '../sections';

/*
 * The crowdfunding sections' code loads when one of them opens, as one chunk (the card's QR code
 * library later still, when a card is drawn): the console's other pages carry none of it.
 */
const pages = () => import('./components/pages');
const CampaignsPage = lazy(() => pages().then((module) => ({ default: module.CampaignsPage })));
const CampaignCreatePage = lazy(() =>
  pages().then((module) => ({ default: module.CampaignCreatePage })),
);
const CampaignDetailPage = lazy(() =>
  pages().then((module) => ({ default: module.CampaignDetailPage })),
);
const FundraisersPage = lazy(() => pages().then((module) => ({ default: module.FundraisersPage })));
const DisbursementsPage = lazy(() =>
  pages().then((module) => ({ default: module.DisbursementsPage })),
);
const GiveCardPage = lazy(() => pages().then((module) => ({ default: module.GiveCardPage })));

/**
 * The console's campaigns, supporters' pages, disbursements and a fundraising event's "give here"
 * card (namespace `staffCrowdfunding`; docs/crowdfunding.md).
 */
export const crowdfundingSections: StaffSection[] = [
  { path: 'campaigns', navKey: 'campaigns', Page: CampaignsPage },
  { path: 'campaigns/new', Page: CampaignCreatePage },
  { path: 'campaigns/:id', Page: CampaignDetailPage },
  { path: 'fundraisers', navKey: 'fundraisers', Page: FundraisersPage },
  { path: 'disbursements', navKey: 'disbursements', Page: DisbursementsPage },
  { path: 'events/:id/give-card', Page: GiveCardPage },
];
