export { enterpriseCopy } from './copy';
export { categoryLabels, enterpriseStory } from './data';
export {
  categories,
  enterpriseIdOf,
  enterprises,
  filterEnterprises,
  findEnterprise,
  isEnterpriseId,
  isEnterpriseSlug,
  locations,
  type EnterpriseFilter,
} from './lookup';
export {
  categoryIds,
  enterpriseFacts,
  enterpriseIds,
  enterpriseSlugs,
  partnerKinds,
  type CategoryId,
  type Enterprise,
  type EnterpriseId,
  type EnterpriseSlug,
  type PartnerKind,
} from './types';
