import { island } from '../../../lib/island';
import './unsubscribe.css';

/**
 * The page's part that calls the API (lib/island.tsx), wanted at once: the page has nothing else to
 * do, and its first load carries only the shell.
 */
export const UnsubscribeIsland = island(
  () => import('./unsubscribe-flow').then((module) => module.UnsubscribeFlow),
  ['unsubscribe'],
  [],
  undefined,
  () => true,
);
