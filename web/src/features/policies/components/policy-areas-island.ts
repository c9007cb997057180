import { policiesCopy } from '@gsk/core/content/copy';
import { enterpriseCopy } from '@gsk/core/enterprise';
import { island } from '../../../lib/island';
import { pageLanguages } from '../../../i18n/page-languages';

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
