import { languageCopy } from '../i18n/language-copy';
import type { EnterpriseCopy } from './data';

/**
 * The enterprises' texts, one module per language loaded on demand (`enterpriseCopy.load`), so a
 * page carries only its own language's. Facts (names, places, categories) need no loading. A module
 * of its own (`@gsk/core/enterprise/copy`): the web's router loads it for every page showing
 * enterprises without carrying the enterprises' facts and lookup into every page.
 */
export const enterpriseCopy = languageCopy<EnterpriseCopy>("The enterprises' copy", {
  bm: () => import('./copy-bm').then((module) => module.copyBm),
  eng: () => import('./copy-eng').then((module) => module.copyEng),
});
