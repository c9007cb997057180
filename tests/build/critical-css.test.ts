import { describe, expect, it } from 'vitest';
import {
  classesOf,
  criticalCss,
  criticalCssOfPages,
  restCss,
} from '../../web/scripts/prerender/critical-css';

/** A stylesheet like the site's: custom properties, components, states, media queries, keyframes. */
const rules = [
  ':root{--brand:#0b5d57}',
  'body{margin:0}',
  '.card{padding:1rem}',
  '.card__title{font-weight:700}',
  '.card.is-open .card__body{display:block}',
  '.menu[aria-expanded=true]{color:red}',
  '.field:not(.field--error) input{border-color:gray}',
  '.swiper:is(.swiper-initialized,.swiper-horizontal){overflow:hidden}',
  '.hero,.banner{min-height:50vh}',
  '@media (min-width:64em){.card{padding:2rem}.dialog{inset:0}}',
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
];
const css = rules.join('');

describe('critical CSS (web/scripts/prerender/critical-css.ts)', () => {
  it('keeps every rule the markup can use, in order, and drops those it cannot', () => {
    const classes = new Set(
      classesOf('<div class="card  hero"><h2 class="card__title">x</h2></div>'),
    );
    expect([...classes]).toEqual(['card', 'hero', 'card__title']);
    const kept = criticalCss(css, classes);
    expect(kept).toBe(
      [
        ':root{--brand:#0b5d57}',
        'body{margin:0}',
        '.card{padding:1rem}',
        '.card__title{font-weight:700}',
        '.hero,.banner{min-height:50vh}',
        '@media (min-width:64em){.card{padding:2rem}}',
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('never requires the classes inside :not(), :is(), :where() or :has()', () => {
    const kept = criticalCss(css, new Set(['field', 'swiper', 'menu']));
    expect(kept).toContain('.field:not(.field--error) input{border-color:gray}');
    expect(kept).toContain('.swiper:is(.swiper-initialized,.swiper-horizontal){overflow:hidden}');
    expect(kept).toContain('.menu[aria-expanded=true]{color:red}');
    expect(kept).not.toContain('.card');
  });

  it('gives pages of the same kind one text, and merges kinds down to the limit', () => {
    const pages = [
      new Set(['card']),
      new Set(['card', 'unused-elsewhere']),
      new Set(['hero']),
      new Set(['dialog']),
    ];
    const texts = criticalCssOfPages(css, pages, 4);
    // The first two use the same rules: one text (an unknown class changes nothing).
    expect(texts[0]).toBe(texts[1]);
    expect(new Set(texts.map(({ critical }) => critical)).size).toBe(3);
    const merged = criticalCssOfPages(css, pages, 2);
    expect(new Set(merged.map(({ critical }) => critical)).size).toBe(2);
    expect(new Set(merged.map(({ rest }) => rest)).size).toBe(2);
    pages.forEach((classes, page) => {
      const { critical, rest } = merged[page]!;
      // A merged page keeps what it uses: its own rules are all in its merged text.
      expect(criticalCss(critical, classes)).toBe(criticalCss(css, classes));
      // Between the two, every rule of the stylesheet.
      for (const rule of rules.filter((text) => !text.startsWith('@')))
        expect(critical + rest).toContain(rule);
    });
  });
});

describe('the rest of the stylesheet (restCss)', () => {
  it('holds every rule the critical CSS drops, in order, and no font or keyframes', () => {
    const rest = restCss(css, new Set(['card', 'hero', 'card__title']));
    expect(rest).toBe(
      [
        '.card.is-open .card__body{display:block}',
        '.menu[aria-expanded=true]{color:red}',
        '.field:not(.field--error) input{border-color:gray}',
        '.swiper:is(.swiper-initialized,.swiper-horizontal){overflow:hidden}',
        '@media (min-width:64em){.dialog{inset:0}}',
      ].join(''),
    );
  });

  it('brings a kept rule again after an earlier rule of the rest that sets its property, or a shorthand of it', () => {
    const sheet = [
      '.is-loud{margin:0}',
      '.card{padding:1rem}',
      '.card{margin-top:1rem}',
      '.is-pinned{inset:0}',
      '.card{left:2px}',
      '.is-quiet{font:12px serif}',
      'p{line-height:1.5}',
      '.card{--tone:red}',
      '@media (min-width:64em){.card{-webkit-margin-start:0;color:red}}',
    ].join('');
    // Appended after the critical CSS, each of these still wins over the rules before it.
    expect(restCss(sheet, new Set(['card']))).toBe(
      [
        '.is-loud{margin:0}',
        '.card{margin-top:1rem}',
        '.is-pinned{inset:0}',
        '.card{left:2px}',
        '.is-quiet{font:12px serif}',
        'p{line-height:1.5}',
        '@media (min-width:64em){.card{-webkit-margin-start:0;color:red}}',
      ].join(''),
    );
    // With nothing dropped, there is no rest.
    expect(restCss(sheet, new Set(['card', 'is-loud', 'is-pinned', 'is-quiet']))).toBe('');
  });
});
