import type { EnterpriseSlug } from '../enterprise/types';
import type { PolicyAreaId } from './types';

/** The enterprises whose work answers each policy area, by slug. */
export const policyAreaEnterprises: Readonly<Record<PolicyAreaId, readonly EnterpriseSlug[]>> = {
  'food-security': ['tanamduit', 'kesum', 'fleximart'],
  energy: ['solar'],
  vocational: ['clib', 'pinjamgajet'],
  housing: ['solar', 'fleximart'],
  education: ['pinjamgajet', 'sivik101', 'clib'],
};
