import postcss from 'postcss';
import type { AtRule, Root, Rule } from 'postcss';

/**
 * A page's critical CSS: the rules of the site's one stylesheet that can apply to its prerendered
 * markup, inlined in its `<style>`. What only the app's states use (an open menu, a field's error,
 * swiper once attached) and other pages' rules are the page's rest (`restCss`), a stylesheet the
 * boot script loads once the page has shown and before the app's code runs (web/public/boot.js).
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
 * The rest of the stylesheet for a page whose critical CSS `classes` keep: every rule it drops,
 * and the kept rules the cascade needs again after them, in the stylesheet's order. Appended after
 * the critical CSS, it makes the cascade the whole stylesheet's: a kept rule comes again when an
 * earlier rule of the rest sets a property it sets (or one its shorthand covers), so the later
 * rule still wins a tie. As none of the rest's own rules matches the page's markup, adding it
 * restyles almost nothing: adding the whole stylesheet restyled every element (17 to 48 ms of one
 * task on the bench's machine, under Lighthouse's tracing).
 */
export function restCss(css: string, classes: ReadonlySet<string>): string {
  return prunable(css).rest(classes);
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
  // The property families each rule sets.
  const sets = rulesOf(root).map((rule) => {
    const families = new Set<string>();
    rule.walkDecls((declaration) => {
      families.add(propertyFamily(declaration.prop));
    });
    return families;
  });
  const keeps = (classes: ReadonlySet<string>) =>
    needs.map((selectors) => selectors.some((names) => names.every((name) => classes.has(name))));
  /** The stylesheet's rules that are kept (`kept[index]`), as the text of a copy of it. */
  const textOf = (kept: boolean[], atRulesToo: boolean) => {
    const copy = root.clone();
    // The copy's rules are the stylesheet's, in the same order.
    rulesOf(copy).forEach((rule, index) => {
      if (!kept[index]) rule.remove();
    });
    copy.walkAtRules((atRule) => {
      const grouping = /^(media|supports)$/i.test(atRule.name);
      if (grouping ? !atRule.nodes?.length : !atRulesToo) atRule.remove();
    });
    return copy.toString();
  };
  return {
    /** For each rule, in order, whether it is kept. */
    keeps,
    text: (classes: ReadonlySet<string>): string => textOf(keeps(classes), true),
    rest(classes: ReadonlySet<string>): string {
      // In order: a rule is in the rest if the critical CSS drops it, or if an earlier rule of
      // the rest sets a property of its family (the fonts and keyframes are the critical CSS's).
      const set = new Set<string>();
      const inRest = keeps(classes).map((kept, index) => {
        const families = sets[index]!;
        const needed = !kept || set.has('all') || [...families].some((family) => set.has(family));
        if (needed) families.forEach((family) => set.add(family));
        return needed;
      });
      return textOf(inRest, false);
    },
  };
}

/** A page's CSS: its critical CSS, inlined, and the rest of the stylesheet, loaded after it. */
export interface PageCss {
  critical: string;
  rest: string;
}

/**
 * The critical CSS of each of `pages` (the classes of each page's markup), as at most `limit`
 * different texts, each with its rest (`restCss`): each text is one more hash in the CSP, whose
 * header has a size limit (infra/site-delivery.ts). Pages whose texts are the same share one; while
 * there are more than `limit`, the two groups whose classes differ least are merged (each keeps
 * what the other uses).
 */
export function criticalCssOfPages(
  css: string,
  pages: ReadonlySet<string>[],
  limit: number,
): PageCss[] {
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
  const texts: PageCss[] = [];
  for (const group of merged) {
    const text = { critical: sheet.text(group.classes), rest: sheet.rest(group.classes) };
    for (const page of group.pages) texts[page] = text;
  }
  return texts;
}

/** Properties one declaration can set besides its own name's family (shorthands, aliases). */
const familyAliases: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  'line-height': 'font',
  place: 'align',
  justify: 'align',
  row: 'gap',
  'column-gap': 'gap',
  columns: 'column',
  white: 'text',
  'word-wrap': 'overflow',
};

/**
 * The family of a property, which the properties it can override share: its first word without
 * a vendor prefix (`margin-left` and `margin`, `-webkit-mask-image` and `mask`), or an alias
 * (`top` and `inset`, `line-height` and `font`, `white-space` and `text-wrap`); a custom property
 * is its own family, and `all` overrides every other.
 */
function propertyFamily(property: string): string {
  const name = property.toLowerCase();
  if (name.startsWith('--')) return property;
  const bare = name.replace(/^-\w+-/, '');
  const first = bare.split('-')[0]!;
  return familyAliases[bare] ?? familyAliases[first] ?? first;
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
