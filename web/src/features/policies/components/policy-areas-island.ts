import { policiesCopy } from '@gsk/core/content/copy';
import { enterpriseCopy } from '@gsk/core/enterprise';
import { htmlLang, languages } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';
import { island } from '../../../lib/island';

/** The page's language in the browser (its `<html lang>`); every language when prerendering. */
const pageLanguages = (): readonly Language[] => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const shown = languages.filter((language) => htmlLang(language) === lang);
  return shown.length > 0 ? shown : languages;
};

/**
 * The five policy areas, below the first view: their code and their texts (the areas' and the
 * enterprises they name) load when the visitor nears or touches them (lib/island.tsx).
 */
export const PolicyAreasIsland = island(
  () =>
    Promise.all([
      import('./policy-areas'),
      ...pageLanguages().flatMap((language) => [
        policiesCopy.load(language),
        enterpriseCopy.load(language),
      ]),
    ]).then(([module]) => module.PolicyAreas),
  ['policies'],
);
