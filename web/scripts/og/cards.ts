import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Enterprise } from '@gsk/core/enterprise';
import { site } from '@gsk/core/site';
import type { RGB } from 'pdf-lib';
import { ogImageSize } from '../../src/config/og-images';
import layoutBm from '../../src/i18n/resources/bm/layout';
import layoutEng from '../../src/i18n/resources/eng/layout';
import type { Language } from '@gsk/core/i18n/language';
import { colours } from '../pdf/theme';
import { escapeXml, fontFamily } from './render';
import type { FontWeight, Renderer } from './render';

const assetsDir = resolve(import.meta.dirname, '../../src/assets');

const hex = (colour: RGB) =>
  `#${[colour.red, colour.green, colour.blue]
    .map((part) =>
      Math.round(part * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The PDFs' brand colours (styles/global.css), as SVG colours. */
const palette = {
  brand: hex(colours.brand),
  brandDark: hex(colours.brandDark),
  accent: hex(colours.accent),
  mint: hex(colours.mint),
  ink: hex(colours.ink),
  white: hex(colours.white),
};

const { width, height } = ogImageSize;
const margin = 72;
/** The artwork's frame: right, centred, in the illustrations' 8:5. The text column ends before it. */
const frame = { x: 616, y: 155, width: 512, height: 320 } as const;
const column = { x: margin, width: frame.x - 48 - margin } as const;

/** A project SVG as an `<image>` source; nesting it as an image keeps its ids and styles apart. */
const svgAsset = (path: string) =>
  `data:image/svg+xml;base64,${readFileSync(resolve(assetsDir, path)).toString('base64')}`;

interface Fitted {
  size: number;
  lines: string[];
}

interface FitOptions {
  weight: FontWeight;
  maxSize: number;
  minSize: number;
  maxLines: number;
  maxWidth?: number;
}

/** Greedy word wrap at a size; a single word wider than the measure stays on its own line. */
function wrap(
  renderer: Renderer,
  text: string,
  size: number,
  weight: FontWeight,
  maxWidth: number,
) {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && renderer.measure(joined, size, weight) <= maxWidth) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/**
 * The largest size, stepping down from `maxSize`, at which the text wraps into `maxLines` lines that
 * all fit the measure. Fails below `minSize`, so new copy that cannot fit stops the build.
 */
function fit(renderer: Renderer, text: string, options: FitOptions): Fitted {
  const maxWidth = options.maxWidth ?? column.width;
  for (let size = options.maxSize; size >= options.minSize; size -= 2) {
    const lines = wrap(renderer, text, size, options.weight, maxWidth);
    const fits = lines.every((line) => renderer.measure(line, size, options.weight) <= maxWidth);
    if (fits && lines.length <= options.maxLines) return { size, lines };
  }
  throw new Error(`"${text}" does not fit ${options.maxLines} line(s) of ${maxWidth} px`);
}

/** A piece of the text column: its height and its markup placed at a top edge. */
interface Block {
  height: number;
  draw: (top: number) => string;
}

/** How far below a text line's top its baseline sits, in ems (DejaVu Sans capitals are 0.73 em). */
const baseline = 0.8;

interface TextStyle {
  weight: FontWeight;
  fill: string;
  x?: number;
  /** Line spacing in ems: tight for headings, open for running text. */
  leading?: number;
}

const textBlock = (fitted: Fitted, style: TextStyle): Block => {
  const { weight, fill, x = column.x, leading = 1.12 } = style;
  return {
    height: fitted.size * (baseline + 0.22 + (fitted.lines.length - 1) * leading),
    draw: (top) =>
      fitted.lines
        .map(
          (line, index) =>
            `<text x="${x}" y="${(top + fitted.size * (baseline + index * leading)).toFixed(1)}" ` +
            `font-size="${fitted.size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
        )
        .join(''),
  };
};

const gap = (size: number): Block => ({ height: size, draw: () => '' });

/** Stacks blocks top to bottom, centred vertically on `centre`. */
const stack = (blocks: Block[], centre: number) => {
  let top = centre - blocks.reduce((sum, block) => sum + block.height, 0) / 2;
  return blocks
    .map((block) => {
      const markup = block.draw(top);
      top += block.height;
      return markup;
    })
    .join('');
};

/**
 * Artwork in a rounded frame with an offset accent block behind it, filling the frame (cropped at
 * the sides to the frame's shape, kept at the side `align` names).
 */
const framedArt = (href: string, align: 'xMidYMid' | 'xMaxYMid' = 'xMidYMid') => {
  const { x, y, width: w, height: h } = frame;
  const box = `x="${x}" y="${y}" width="${w}" height="${h}" rx="24"`;
  return (
    `<rect x="${x + 20}" y="${y + 20}" width="${w}" height="${h}" rx="24" fill="${palette.accent}"/>` +
    `<clipPath id="art"><rect ${box}/></clipPath>` +
    `<image x="${x}" y="${y}" width="${w}" height="${h}" href="${href}" ` +
    `preserveAspectRatio="${align} slice" clip-path="url(#art)"/>` +
    `<rect ${box} fill="none" stroke="${palette.white}" stroke-opacity=".9" stroke-width="4"/>`
  );
};

const document = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
  `viewBox="0 0 ${width} ${height}" font-family="${fontFamily}">` +
  `<rect width="${width}" height="${height}" fill="${palette.brand}"/>` +
  `<circle cx="${width - 70}" cy="40" r="250" fill="${palette.brandDark}" fill-opacity=".6"/>` +
  `<circle cx="40" cy="${height + 30}" r="150" fill="${palette.brandDark}" fill-opacity=".6"/>` +
  `${content}</svg>`;

/** The logo, ringed in white: its tile is the brand colour of the background. */
const logo = (x: number, y: number, size: number) =>
  `<rect x="${x - 3}" y="${y - 3}" width="${size + 6}" height="${size + 6}" rx="${(size * 15) / 64 + 3}" fill="${palette.white}"/>` +
  `<image x="${x}" y="${y}" width="${size}" height="${size}" href="${svgAsset('logo.svg')}"/>`;

/** A map pin, its point at (x, y). */
const pin = (x: number, y: number, size: number) => {
  const r = size * 0.32;
  return (
    `<path d="M${x} ${y}C${x} ${y} ${x - r} ${y - size * 0.42} ${x - r} ${y - size + r}` +
    `A${r} ${r} 0 0 1 ${x + r} ${y - size + r}C${x + r} ${y - size * 0.42} ${x} ${y} ${x} ${y}Z" ` +
    `fill="${palette.mint}"/>` +
    `<circle cx="${x}" cy="${y - size + r}" r="${r * 0.42}" fill="${palette.brand}"/>`
  );
};

/** The enterprise's category in an accent pill. */
const categoryPill = (renderer: Renderer, category: string): Block => {
  const padding = 22;
  const fitted = fit(renderer, category, {
    weight: 'bold',
    maxSize: 26,
    minSize: 20,
    maxLines: 1,
    maxWidth: column.width - 2 * padding,
  });
  const pillHeight = fitted.size * 1.85;
  const text = fitted.lines[0] ?? '';
  const pillWidth = renderer.measure(text, fitted.size, 'bold') + 2 * padding;
  return {
    height: pillHeight,
    draw: (top) =>
      `<rect x="${column.x}" y="${top}" width="${pillWidth.toFixed(1)}" height="${pillHeight}" ` +
      `rx="${pillHeight / 2}" fill="${palette.accent}"/>` +
      `<text x="${column.x + padding}" y="${(top + pillHeight / 2 + fitted.size * 0.36).toFixed(1)}" ` +
      `font-size="${fitted.size}" font-weight="bold" fill="${palette.ink}">${escapeXml(text)}</text>`,
  };
};

/** The enterprise's town behind a pin. */
const locationLine = (renderer: Renderer, location: string): Block => {
  const indent = 40;
  const fitted = fit(renderer, location, {
    weight: 'normal',
    maxSize: 32,
    minSize: 24,
    maxLines: 1,
    maxWidth: column.width - indent,
  });
  const text = textBlock(fitted, { weight: 'normal', fill: palette.white, x: column.x + indent });
  return {
    height: text.height,
    draw: (top) =>
      pin(column.x + 13, top + fitted.size * baseline + 2, fitted.size * 1.05) + text.draw(top),
  };
};

/** The movement's mark and name, top left of an enterprise's card. */
const masthead = (renderer: Renderer) => {
  const size = 28;
  const name = fit(renderer, site.name, {
    weight: 'bold',
    maxSize: size,
    minSize: size,
    maxLines: 1,
    maxWidth: column.width - 76,
  });
  // The name's capitals centred on the mark (60 px from y 60).
  const top = 90 + size * (0.73 / 2 - baseline);
  return (
    logo(margin, 60, 60) +
    textBlock(name, { weight: 'bold', fill: palette.white, x: margin + 76 }).draw(top)
  );
};

/**
 * The Open Graph card of an enterprise in its language: the movement's mark and name, the
 * category, the enterprise's name and town on the left; its illustration framed on the right.
 */
export function enterpriseCard(renderer: Renderer, enterprise: Enterprise): string {
  const name = fit(renderer, enterprise.ent_name, {
    weight: 'bold',
    maxSize: 92,
    minSize: 56,
    maxLines: 2,
  });
  const text = stack(
    [
      categoryPill(renderer, enterprise.category),
      gap(26),
      textBlock(name, { weight: 'bold', fill: palette.white }),
      gap(22),
      locationLine(renderer, enterprise.location),
    ],
    height / 2 + 30,
  );
  return document(
    masthead(renderer) + text + framedArt(svgAsset(`enterprises/${enterprise.image}.svg`)),
  );
}

/** The site's Open Graph card in a language: mark, movement name and the footer's tagline. */
export function siteCard(renderer: Renderer, language: Language): string {
  const markSize = 104;
  const name = fit(renderer, site.name, {
    weight: 'bold',
    maxSize: 76,
    minSize: 56,
    maxLines: 2,
  });
  const tagline = fit(renderer, { bm: layoutBm, eng: layoutEng }[language].footer.tagline, {
    weight: 'normal',
    maxSize: 30,
    minSize: 24,
    maxLines: 4,
  });
  const text = stack(
    [
      { height: markSize, draw: (top) => logo(margin, top, markSize) },
      gap(24),
      textBlock(name, { weight: 'bold', fill: palette.white }),
      gap(22),
      textBlock(tagline, { weight: 'normal', fill: palette.mint, leading: 1.32 }),
    ],
    height / 2,
  );
  return document(text + framedArt(svgAsset('hero/hero-1.svg'), 'xMaxYMid'));
}
