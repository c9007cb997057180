import type { ArtworkKey } from '../assets/alt-text-bm';
import { altTexts } from './alt-texts';
import type { Language } from '@gsk/core/i18n/language';

export { altTexts };

// Every illustration as a hashed URL (long-cached), keyed like the alt texts: 'enterprises/kesum'.
const urls = import.meta.glob<string>('../assets/**/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The URL of an illustration in web/src/assets, e.g. `artworkUrl('enterprises/kesum')`. */
function artworkUrl(key: string): string {
  const src = urls[`../assets/${key}.svg`];
  if (!src) throw new Error(`No artwork named ${key}`);
  return src;
}

/**
 * The URL and alt text of an illustration in web/src/assets, e.g. `artwork('enterprises/kesum',
 * 'bm')` (the language's alt texts loaded: `altTexts.load`).
 */
export function artwork(key: ArtworkKey, language: Language): { src: string; alt: string } {
  return { src: artworkUrl(key), alt: altTexts.get(language)[key] };
}
