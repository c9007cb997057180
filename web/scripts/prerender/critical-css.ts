import postcss from 'postcss';
import type { AtRule } from 'postcss';

/**
 * A page's critical CSS: the rules of the site's one stylesheet that can apply to its prerendered
 * markup, inlined in its `<style>`. What only the app's states use (an open menu, a field's error,
 * swiper once attached) and other pages' rules stay in the stylesheet, which the boot script
 * loads once the page has shown and before the app's code runs (web/public/boot.js). The
 * stylesheet holds every rule in its order, so once it is there the cascade is the stylesheet's
 * alone, and what the page showed before does not move.
 *
 * A rule is kept unless none of its selectors could match: a selector needs each class it names
 * outside a functional pseudo-class (`:not()`, `:is()`, `:where()`, `:has()`, whose arguments are
 * not required) in the markup. A rule naming no class is kept, as are at-rules other than
 * `@media`/`@supports` (fonts, keyframes).
 */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    const matchable = rule.selectors.some((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    );
    if (!matchable) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (/^(media|supports)$/i.test(atRule.name) && !atRule.nodes?.length) atRule.remove();
  });
  return root.toString();
}

/**
 * The critical CSS of each of `pages` (the classes of each page's markup), as at most `limit`
 * different texts: each text is one more hash in the CSP, whose header has a size limit
 * (infra/site-delivery.ts). Pages whose texts are the same share one; while there are more than
 * `limit`, the two groups whose classes differ least are merged (each keeps what the other uses).
 */
export function criticalCssOfPages(
  css: string,
  pages: ReadonlySet<string>[],
  limit: number,
): string[] {
  const groups = new Map<string, { classes: Set<string>; pages: number[] }>();
  pages.forEach((classes, page) => {
    const text = criticalCss(css, classes);
    const group = groups.get(text) ?? { classes: new Set(), pages: [] };
    classes.forEach((name) => group.classes.add(name));
    group.pages.push(page);
    groups.set(text, group);
  });
  let merged = [...groups.values()];
  while (merged.length > limit) {
    let best: [number, number, number] = [0, 1, Number.POSITIVE_INFINITY];
    merged.forEach((a, i) =>
      merged.slice(i + 1).forEach((b, offset) => {
        const added = new Set([...a.classes, ...b.classes]).size;
        const cost = 2 * added - a.classes.size - b.classes.size;
        if (cost < best[2]) best = [i, i + 1 + offset, cost];
      }),
    );
    const [i, j] = best;
    const union = {
      classes: new Set([...merged[i]!.classes, ...merged[j]!.classes]),
      pages: [...merged[i]!.pages, ...merged[j]!.pages],
    };
    merged = [...merged.filter((_, index) => index !== i && index !== j), union];
  }
  const texts: string[] = [];
  for (const group of merged) {
    const text = criticalCss(css, group.classes);
    for (const page of group.pages) texts[page] = text;
  }
  return texts;
}

/** The classes a selector needs, outside the arguments of functional pseudo-classes. */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) outside += char;
    if (char === ')') depth -= 1;
  }
  return [...outside.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\/g, ''));
}

/** Every class a page's HTML names in its `class` attributes. */
export function classesOf(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
    match[1]!.split(/\s+/).filter(Boolean),
  );
}
