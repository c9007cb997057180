import type { ArtworkKey } from '../assets/alt-text-bm';
import { altTexts } from './alt-texts';
import type { Language } from '@gsk/core/i18n/language';

// The enterprises' illustrations only, as hashed URLs: pages showing enterprises carry these seven,
// not the map of every illustration (lib/artwork.ts).
const urls = import.meta.glob<string>('../assets/enterprises/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * The URL and alt text of an enterprise's illustration (`image`, e.g. 'kesum'), the language's alt
 * texts loaded (`altTexts.load`); none if the enterprise names no illustration that exists.
 */
export function enterpriseArtwork(
  image: string,
  language: Language,
): { src: string; alt: string } | undefined {
  const src = urls[`../assets/enterprises/${image}.svg`];
  if (!src) return undefined;
  return { src, alt: altTexts.get(language)[`enterprises/${image}` as ArtworkKey] };
}
