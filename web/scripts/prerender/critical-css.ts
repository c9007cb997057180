import postcss from 'postcss';
import type { AtRule, Root, Rule } from 'postcss';

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
  return prunable(css).text(classes);
}

/**
 * The site's stylesheet parsed once, with what each rule's selectors need: which of its rules a
 * set of classes keeps, and the text of those rules.
 */
function prunable(css: string) {
  const root = postcss.parse(css);
  const rulesOf = (tree: Root) => {
    const rules: Rule[] = [];
    tree.walkRules((rule) => {
      const parent = rule.parent;
      if (!(parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name))) {
        rules.push(rule);
      }
    });
    return rules;
  };
  const needs = rulesOf(root).map((rule) => rule.selectors.map(requiredClasses));
  const keeps = (classes: ReadonlySet<string>) =>
    needs.map((selectors) => selectors.some((names) => names.every((name) => classes.has(name))));
  return {
    /** For each rule, in order, whether it is kept. */
    keeps,
    text(classes: ReadonlySet<string>): string {
      const copy = root.clone();
      // The copy's rules are the stylesheet's, in the same order.
      const kept = keeps(classes);
      rulesOf(copy).forEach((rule, index) => {
        if (!kept[index]) rule.remove();
      });
      copy.walkAtRules((atRule) => {
        if (/^(media|supports)$/i.test(atRule.name) && !atRule.nodes?.length) atRule.remove();
      });
      return copy.toString();
    },
  };
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
  const sheet = prunable(css);
  // Pages that keep the same rules have the same text.
  const groups = new Map<string, { classes: Set<string>; pages: number[] }>();
  pages.forEach((classes, page) => {
    const key = sheet.keeps(classes).map(Number).join('');
    const group = groups.get(key) ?? { classes: new Set(), pages: [] };
    classes.forEach((name) => group.classes.add(name));
    group.pages.push(page);
    groups.set(key, group);
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
    const text = sheet.text(group.classes);
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
