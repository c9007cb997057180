import type { Language } from '../i18n/language';
import { languageCopy } from '../i18n/language-copy';
import { policyAreaEnterprises } from './policy-enterprises';
import type { LegalDocument, PolicyArea, PolicyAreaCopy, PolicyAreaId } from './types';

/**
 * The long texts the pages show, one module per language loaded on demand (`load`, then `get`), so
 * a page loads only its visitor's language's (the web bundles each as a chunk of its own). The
 * synchronous `termsOfUse`, `privacyStatement` and `policyAreas` of `@gsk/core/content` serve the
 * PDFs and tests.
 */
export const termsCopy = languageCopy<LegalDocument>('The terms of use', {
  bm: () => import('./terms-bm').then((module) => module.termsBm()),
  eng: () => import('./terms-eng').then((module) => module.termsEng()),
});

/** The privacy statement in each language (see `termsCopy`). */
export const privacyCopy = languageCopy<LegalDocument>('The privacy statement', {
  bm: () => import('./privacy-bm').then((module) => module.privacyBm()),
  eng: () => import('./privacy-eng').then((module) => module.privacyEng()),
});

/** The five policy areas' texts in each language (see `termsCopy`). */
export const policiesCopy = languageCopy<Readonly<Record<PolicyAreaId, PolicyAreaCopy>>>(
  'The policy areas',
  {
    bm: () => import('./policies-bm').then((module) => module.policiesBm()),
    eng: () => import('./policies-eng').then((module) => module.policiesEng()),
  },
);

/** One policy area in a language whose texts are loaded (`policiesCopy.load`). */
export const loadedPolicyArea = (id: PolicyAreaId, language: Language): PolicyArea => ({
  id,
  enterprises: policyAreaEnterprises[id],
  ...policiesCopy.get(language)[id],
});
