import { enterprises } from '@gsk/core/enterprise';
import { ogImagePath } from '../../src/config/og-images';
import type { Language } from '@gsk/core/i18n/language';
import { publicDir, writePublicFile } from '../public-file';
import { enterpriseCard, siteCard } from './cards';
import { createRenderer } from './render';

/** Largest size an Open Graph image may have, in bytes (300 KB; crawlers skip larger ones). */
export const OG_MAX_BYTES = 300 * 1024;

const languages: readonly Language[] = ['bm', 'eng'];

/** One image written by {@link buildOgImages}. */
export interface BuiltOgImage {
  /** URL path on the site ('/og/bm/kesum.png'), as `ogImagePath` gives it. */
  url: string;
  /** Where the file was written. */
  file: string;
  bytes: number;
}

/**
 * Renders the Open Graph images, one per enterprise and one for the site in each language, under
 * `root` (by default web/public, so they land at the URLs of src/config/og-images.ts). Fails when an
 * image exceeds {@link OG_MAX_BYTES}.
 */
export async function buildOgImages(root = publicDir): Promise<BuiltOgImage[]> {
  const renderer = await createRenderer();
  const built: BuiltOgImage[] = [];
  for (const language of languages) {
    const cards = [
      { url: ogImagePath(language), svg: () => siteCard(renderer, language) },
      ...enterprises(language).map((enterprise) => ({
        url: ogImagePath(language, enterprise.slug),
        svg: () => enterpriseCard(renderer, enterprise),
      })),
    ];
    for (const { url, svg } of cards) {
      const bytes = renderer.png(svg());
      const file = await writePublicFile(root, url, bytes, OG_MAX_BYTES);
      built.push({ url, file, bytes: bytes.length });
    }
  }
  return built;
}
