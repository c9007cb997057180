import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { ResvgRenderOptions } from '@resvg/resvg-wasm';
import { ogImageSize } from '../../src/config/og-images';

const require = createRequire(import.meta.url);

/** The one family the images use; bundled, so no machine's system fonts change a pixel. */
export const fontFamily = 'DejaVu Sans';

/** A weight the bundled fonts provide. */
export type FontWeight = 'normal' | 'bold';

let options: ResvgRenderOptions | undefined;

/** Loads resvg's WebAssembly and the DejaVu fonts, once per process. */
async function renderOptions(): Promise<ResvgRenderOptions> {
  if (options) return options;
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  options = {
    font: {
      // Copied into this realm's Uint8Array: resvg's glue tests `instanceof Uint8Array`, which a
      // Node Buffer fails where the globals are another realm's (the jsdom tests).
      fontBuffers: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(
        (file) => new Uint8Array(readFileSync(join(fontDir, file))),
      ),
      defaultFontFamily: fontFamily,
      loadSystemFonts: false,
    },
  };
  return options;
}

/** Escapes text for an SVG text node or attribute value. */
export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  );

/** Text measurement and PNG rendering with resvg and the bundled fonts. */
export interface Renderer {
  /** How far a line of text reaches to the right of its x (ink, not advance), in pixels. */
  measure: (text: string, size: number, weight: FontWeight) => number;
  /** An SVG document as a PNG of the Open Graph width. */
  png: (svg: string) => Uint8Array;
}

/** A renderer whose measurements use exactly the shaping of its rendering. */
export async function createRenderer(): Promise<Renderer> {
  const base = await renderOptions();
  return {
    measure: (text, size, weight) => {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
        `<text y="${size}" font-size="${size}" font-weight="${weight}">${escapeXml(text)}</text></svg>`;
      const resvg = new Resvg(svg, base);
      const box = resvg.getBBox();
      resvg.free();
      if (!box) return 0;
      const right = box.x + box.width;
      box.free();
      return right;
    },
    png: (svg) => {
      const resvg = new Resvg(svg, {
        ...base,
        fitTo: { mode: 'width', value: ogImageSize.width },
      });
      const image = resvg.render();
      const bytes = image.asPng();
      image.free();
      resvg.free();
      return bytes;
    },
  };
}
