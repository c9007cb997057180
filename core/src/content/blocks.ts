import type { BlockLink, TextBlock } from './types';

/** A paragraph block, ending with a link to a page of the site when given one. */
export const p = (text: string, link?: BlockLink): TextBlock =>
  link ? { kind: 'paragraph', text, link } : { kind: 'paragraph', text };

/** A bulleted list block. */
export const ul = (items: readonly string[]): TextBlock => ({ kind: 'list', items });

/** A numbered list block. */
export const ol = (items: readonly string[]): TextBlock => ({ kind: 'list', items, ordered: true });

/** Terms with their definitions, as `[term, definition]` pairs. */
export const dl = (pairs: readonly (readonly [string, string])[]): TextBlock => ({
  kind: 'definitions',
  items: pairs.map(([term, definition]) => ({ term, definition })),
});
