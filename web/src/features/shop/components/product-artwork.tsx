import {
  shopColourHex,
  type ProductArtwork as Artwork,
  type ShopColour,
} from '@gsk/core/shop/catalogue';
import type { ReactNode } from 'react';

/*
 * The shop's drawings (issue 31): one flat SVG per kind of product, tinted with the variant's
 * colour and carrying the movement's mark (its three circles, components/brand/logo.tsx). The
 * project draws them itself: no photographs, nothing fetched.
 */

const outline = '#1d2a2a';
/** Light tints take a dark mark, dark tints a light one, so the mark always shows. */
const lightTints: ReadonlySet<ShopColour> = new Set(['white', 'yellow', 'natural']);

/** The movement's three circles at (x, y), `r` each. */
function Mark({ x, y, r, light }: { x: number; y: number; r: number; light: boolean }) {
  const people = '#f4b73f';
  const second = light ? '#0b5d57' : '#ffffff';
  return (
    <g>
      <circle cx={x - r * 0.8} cy={y - r * 0.5} r={r} fill={people} />
      <circle cx={x + r * 0.8} cy={y - r * 0.5} r={r} fill={second} fillOpacity="0.9" />
      <circle cx={x} cy={y + r * 0.85} r={r} fill="#7fd1c4" fillOpacity="0.95" />
    </g>
  );
}

type Draw = (tint: string, mark: ReactNode) => ReactNode;

const stroke = {
  stroke: outline,
  strokeOpacity: 0.35,
  strokeWidth: 3,
  strokeLinejoin: 'round',
} as const;

const drawings: Record<Artwork, Draw> = {
  tshirt: (tint, mark) => (
    <>
      <path
        d="M70 40 L50 48 L22 78 L42 98 L58 84 L58 168 L142 168 L142 84 L158 98 L178 78 L150 48 L130 40 C124 54 112 60 100 60 C88 60 76 54 70 40 Z"
        fill={tint}
        {...stroke}
      />
      {mark}
    </>
  ),
  tote: (tint, mark) => (
    <>
      <path
        d="M76 70 C76 30 124 30 124 70"
        fill="none"
        {...stroke}
        stroke={tint}
        strokeOpacity={1}
        strokeWidth={8}
      />
      <path d="M76 70 C76 30 124 30 124 70" fill="none" {...stroke} strokeWidth={1.5} />
      <rect x="46" y="68" width="108" height="110" rx="4" fill={tint} {...stroke} />
      {mark}
    </>
  ),
  cap: (tint, mark) => (
    <>
      <path d="M40 126 C40 76 68 52 100 52 C132 52 160 76 160 126 Z" fill={tint} {...stroke} />
      <path
        d="M30 126 L178 126 C182 140 168 148 150 146 L40 140 C30 138 28 130 30 126 Z"
        fill={tint}
        {...stroke}
      />
      <circle cx="100" cy="52" r="6" fill={tint} {...stroke} />
      {mark}
    </>
  ),
  mug: (tint, mark) => (
    <>
      <path
        d="M140 82 C178 82 178 140 140 140"
        fill="none"
        {...stroke}
        stroke={tint}
        strokeOpacity={1}
        strokeWidth={12}
      />
      <rect x="48" y="58" width="96" height="116" rx="10" fill={tint} {...stroke} />
      <ellipse cx="96" cy="60" rx="48" ry="8" fill={outline} fillOpacity="0.15" />
      {mark}
    </>
  ),
  'produce-box': (tint, mark) => (
    <>
      <circle cx="72" cy="74" r="20" fill="#c8452f" />
      <circle cx="104" cy="66" r="18" fill="#7fb33c" />
      <path d="M126 80 C126 50 150 46 156 56 C150 66 142 76 126 80 Z" fill="#2f8a4a" />
      <circle cx="134" cy="80" r="16" fill="#f29c2b" />
      <path d="M30 84 L170 84 L156 172 L44 172 Z" fill={tint} {...stroke} />
      <path d="M36 104 L164 104" {...stroke} />
      {mark}
    </>
  ),
  'sauce-jar': (tint, mark) => (
    <>
      <rect x="64" y="36" width="72" height="22" rx="4" fill={outline} fillOpacity="0.75" />
      <path
        d="M58 62 L142 62 C156 70 158 82 158 96 L158 160 C158 170 150 176 140 176 L60 176 C50 176 42 170 42 160 L42 96 C42 82 44 70 58 62 Z"
        fill="#a83a22"
        {...stroke}
      />
      <rect x="48" y="92" width="104" height="62" rx="6" fill={tint} {...stroke} />
      {mark}
    </>
  ),
  badge: (tint, mark) => (
    <>
      <circle cx="100" cy="100" r="70" fill={tint} {...stroke} />
      <circle cx="100" cy="100" r="58" fill="none" {...stroke} strokeDasharray="4 6" />
      {mark}
    </>
  ),
  notebook: (tint, mark) => (
    <>
      <rect x="52" y="30" width="104" height="144" rx="6" fill={tint} {...stroke} />
      <rect x="52" y="30" width="16" height="144" fill={outline} fillOpacity="0.2" />
      <path d="M140 30 L140 186 L132 178 L124 186 L124 30" fill="#f4b73f" />
      {mark}
    </>
  ),
};

/** Where each drawing carries the mark, and how big. */
const markPlace: Record<Artwork, { x: number; y: number; r: number }> = {
  tshirt: { x: 100, y: 100, r: 11 },
  tote: { x: 100, y: 120, r: 14 },
  cap: { x: 100, y: 98, r: 10 },
  mug: { x: 96, y: 116, r: 13 },
  'produce-box': { x: 100, y: 140, r: 11 },
  'sauce-jar': { x: 100, y: 122, r: 11 },
  badge: { x: 100, y: 100, r: 20 },
  notebook: { x: 104, y: 96, r: 14 },
};

/**
 * A product's drawing in a colour (its first when none is given: white for a colourless one).
 * With `label` it is an image of that name; without, it is decoration (the name is beside it).
 */
export function ProductArtwork({
  artwork,
  colour,
  label,
  className,
}: {
  artwork: Artwork;
  colour?: ShopColour;
  /** The product's name, when nothing beside the drawing says it. */
  label?: string;
  className?: string;
}) {
  const tint = colour ?? 'white';
  const place = markPlace[artwork];
  const mark = <Mark {...place} light={lightTints.has(tint)} />;
  const draw = drawings[artwork];
  return (
    <svg
      className={['product-artwork', className].filter(Boolean).join(' ')}
      viewBox="0 0 200 200"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="200" height="200" rx="16" fill="#eef4f1" />
      {draw ? draw(shopColourHex[tint], mark) : null}
    </svg>
  );
}
