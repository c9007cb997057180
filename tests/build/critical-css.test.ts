import { describe, expect, it } from 'vitest';
import {
  classesOf,
  criticalCss,
  criticalCssOfPages,
} from '../../web/scripts/prerender/critical-css';

/** A stylesheet like the site's: custom properties, components, states, media queries, keyframes. */
const css = [
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
].join('');

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
    expect(new Set(texts).size).toBe(3);
    const merged = criticalCssOfPages(css, pages, 2);
    expect(new Set(merged).size).toBe(2);
    // A merged page keeps what it uses: its own rules are all in its merged text.
    pages.forEach((classes, page) => {
      expect(criticalCss(merged[page]!, classes)).toBe(criticalCss(css, classes));
    });
  });
});
