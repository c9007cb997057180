/**
 * Long-form bilingual content: the five policy areas, the overview of the model, the movement's
 * figures, the terms of use and the privacy statement. The pages render it and the build turns the
 * overview and the policy areas into PDFs, so a page and its PDF always say the same thing.
 */
export {
  DOCUMENTS_EDITION,
  formatIsoDate,
  movementFigures,
  operationsStartText,
  percentText,
  rolloutStartText,
  splitText,
} from './figures';
export { privacyStatement } from './privacy';
export { termsOfUse } from './terms';
export {
  ACCOUNT_RETENTION_DAYS_AFTER_CLOSING,
  APPLICATION_RETENTION_DAYS,
  CONTACT_EMAIL,
  DONATION_ERROR_REPORT_DAYS,
  DONATION_RECORD_RETENTION_YEARS,
  PRIVACY_EMAIL,
  REFUND_DAYS,
  SERVER_LOG_RETENTION_DAYS,
} from './legal-facts';
export { businessModel, type ProfitSplit, type SplitPart } from './model';
export { overview } from './overview';
export {
  isPolicyAreaId,
  policyArea,
  policyAreaEnterprises,
  policyAreas,
  policyCallToAction,
  policyLabels,
  type PolicyLabels,
} from './policies';
export {
  policyAreaIds,
  type Block,
  type ContentDocument,
  type ContentSection,
  type Figure,
  type LegalDocument,
  type PolicyArea,
  type PolicyAreaCopy,
  type PolicyAreaId,
  type Proposal,
  type TextBlock,
} from './types';
