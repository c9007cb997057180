import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

type Note = ComponentType<{ enterprise: string }>;
const firstActs = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
let loaded: Note | undefined;

/**
 * Where an enterprise's campaign runs (its page, its cards): nothing in the first load or the
 * prerendered page; at the visitor's first scroll or act (at once after a navigation, once its
 * code is there), the note's code, its texts and the campaigns (asked once per page,
 * ./running-campaigns.ts) load, and the note shows when one of the enterprise's campaigns is
 * running. The pages' first-load budgets stay as they were.
 */
export function RunningCampaign({ enterprise }: { enterprise: string }) {
  const { i18n } = useTranslation();
  const [RunningNote, setRunningNote] = useState<Note | undefined>(() => loaded);
  useEffect(() => {
    if (RunningNote) return;
    let current = true;
    const stop = () => {
      for (const type of firstActs) window.removeEventListener(type, load);
    };
    function load() {
      stop();
      void Promise.all([
        import('./running-campaign-note'),
        i18n.loadNamespaces('crowdfunding'),
      ]).then(
        ([module]) => {
          loaded = module.RunningCampaignNote;
          if (current) setRunningNote(() => module.RunningCampaignNote);
        },
        // Without its code the page simply shows no campaign.
        (error: unknown) => console.warn('The running campaign note failed to load', error),
      );
    }
    // As the site's islands (lib/island.tsx): the visitor's first scroll or act, never the first
    // load, which on /support-us has no room left for it (docs/performance.md).
    for (const type of firstActs) window.addEventListener(type, load, { passive: true });
    return () => {
      current = false;
      stop();
    };
  }, [RunningNote, i18n]);
  return RunningNote ? <RunningNote enterprise={enterprise} /> : null;
}
