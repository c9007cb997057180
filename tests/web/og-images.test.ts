import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ogImagePath, ogImageSize } from '../../web/src/config/og-images';
import { buildOgImages, OG_MAX_BYTES } from '../../web/scripts/og/build';
import type { BuiltOgImage } from '../../web/scripts/og/build';

const languages: Language[] = ['bm', 'eng'];
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Every image's slug: the seven enterprises, and `undefined` for the site's. */
const slugs = [...enterpriseSlugs, undefined];

let root: string;
let built: BuiltOgImage[];

// Rendering 16 images takes about 2 s alone; allow for a machine busy with the rest of the suite.
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gsk-og-'));
  built = await buildOgImages(root);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const load = (language: Language, slug?: string) =>
  readFile(join(root, ...ogImagePath(language, slug).split('/').filter(Boolean)));

describe('generated Open Graph images', () => {
  it('writes exactly one image per enterprise and one for the site, in each language', () => {
    const expected = languages.flatMap((language) =>
      slugs.map((slug) => ogImagePath(language, slug)),
    );
    expect(built.map((image) => image.url).sort()).toEqual(expected.sort());
    expect(ogImagePath('bm', 'kesum')).toBe('/og/bm/kesum.png');
    expect(ogImagePath('eng')).toBe('/og/eng/site.png');
  });

  it.each(languages)('writes each %s image as a 1200x630 PNG under 300 KB', async (language) => {
    for (const slug of slugs) {
      const bytes = await load(language, slug);
      expect(bytes.subarray(0, 8).equals(pngSignature)).toBe(true);
      // The first chunk is IHDR: length 13, type, then width and height as big-endian integers.
      expect(bytes.readUInt32BE(8)).toBe(13);
      expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(
        ogImageSize,
      );
      expect(bytes.length).toBeLessThan(OG_MAX_BYTES);
      expect(OG_MAX_BYTES).toBe(300 * 1024);
      const reported = built.find((image) => image.url === ogImagePath(language, slug));
      expect(reported?.bytes).toBe(bytes.length);
      expect((await stat(reported?.file ?? '')).size).toBe(bytes.length);
    }
  });

  it.each(languages)(
    'draws a different image for each enterprise and the site in %s',
    async (language) => {
      const images = await Promise.all(slugs.map((slug) => load(language, slug)));
      const distinct = new Set(images.map((bytes) => bytes.toString('base64')));
      expect(distinct.size).toBe(slugs.length);
    },
  );

  it.each(slugs.map((slug) => [slug ?? 'site', slug] as const))(
    'draws %s differently in Malay and English',
    async (_name, slug) => {
      const [bm, eng] = await Promise.all(languages.map((language) => load(language, slug)));
      expect(bm?.equals(eng ?? Buffer.alloc(0))).toBe(false);
    },
  );
});
