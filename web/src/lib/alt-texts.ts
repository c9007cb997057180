import type { ArtworkKey } from '../assets/alt-text-bm';
import { languageCopy } from '@gsk/core/i18n/language-copy';

/**
 * The illustrations' alt texts, one module per language: a page loads its own language's. A module
 * of its own, so the router loads them for the illustrated pages without carrying every
 * illustration's URL (lib/artwork.ts) into every page.
 */
export const altTexts = languageCopy<Readonly<Record<ArtworkKey, string>>>('The alt texts', {
  bm: () => import('../assets/alt-text-bm').then((module) => module.altTextBm),
  eng: () => import('../assets/alt-text-eng').then((module) => module.altTextEng),
});
