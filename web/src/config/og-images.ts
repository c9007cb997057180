import type { Language } from '@gsk/core/i18n/language';

/** Size of every Open Graph image (pixels). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Site-relative URL of an Open Graph image: an enterprise's (by slug) or, without a slug, the site's. */
export function ogImagePath(language: Language, slug?: string): string {
  return `/og/${language}/${slug ?? 'site'}.png`;
}
