// The crowdfunding sections' pages, one chunk (../index.ts loads it when a section opens).
export { CampaignCreatePage, CampaignDetailPage, CampaignsPage } from './campaign-pages';
export { DisbursementsPage } from './disbursements-page';
export { FundraisersPage } from './fundraisers-page';
export { GiveCardPage } from './give-card-page';
