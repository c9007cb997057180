import { enterpriseStory } from '@gsk/core/enterprise';
import { island } from '../../../lib/island';
import { pageLanguages } from '../../../i18n/page-languages';

/**
 * An enterprise's story and the partners it needs, below its page's first view: their code and
 * the stories' texts load when the visitor nears or touches them (lib/island.tsx).
 */
export const EnterpriseStoryIsland = island(
  () =>
    Promise.all([
      import('./enterprise-story'),
      ...pageLanguages().map((language) => enterpriseStory.load(language)),
    ]).then(([module]) => module.EnterpriseStory),
  ['enterprises'],
);
