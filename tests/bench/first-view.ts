import { brotliCompressSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newContext } from '../support/browser';

/**
 * The requests of an HTML document that block its rendering: stylesheets (unless for print only or
 * disabled) and classic scripts with a `src` and neither `async` nor `defer` (module scripts are
 * deferred). Read from the markup, so the count is the document's own, not a timing.
 */
export const renderBlockingOf = (html: string): string[] => {
  const blocking: string[] = [];
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of markup.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const media = /\bmedia=["']?([^"'>]+)/i.exec(tag)?.[1]?.trim().toLowerCase();
    if (rel !== 'stylesheet' || /\bdisabled\b/i.test(tag) || media === 'print') continue;
    blocking.push(/\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? tag);
  }
  for (const [tag] of markup.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!src || /\b(async|defer)\b/i.test(tag) || /\btype=["']?module\b/i.test(tag)) continue;
    blocking.push(src);
  }
  return blocking;
};

/** Elements whose content is raw text: no tags start inside them. */
const rawText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed']);

/** The offset and name of every start tag of `html`, in document order (comments skipped). */
const startTags = (html: string): { offset: number; name: string }[] => {
  const tags: { offset: number; name: string }[] = [];
  const pattern = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<([a-zA-Z][\w:-]*)\b[^>]*>/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    tags.push({ offset: match.index, name });
    if (rawText.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, pattern.lastIndex);
      pattern.lastIndex = close === -1 ? html.length : close;
    }
  }
  return tags;
};

/**
 * Where the browser may first render a document: at the start tag of the element a
 * `<link rel="expect" blocking="render">` waits for (the HTML's end if it has none), or anywhere
 * (0) without such a link.
 */
export const renderStartOf = (html: string): number => {
  const markup = html.replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length));
  const links = [...markup.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag);
  const expect = links.find(
    (tag) => /\brel=["']?expect\b/i.test(tag) && /\bblocking=["']?render\b/i.test(tag),
  );
  const id = expect && /\bhref=["']?#([^"'\s>]+)/i.exec(expect)?.[1];
  if (!id) return expect ? html.length : 0;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const target = new RegExp(`<[a-zA-Z][\\w:-]*\\b[^>]*\\sid=["']?${escaped}["'\\s>]`).exec(markup);
  return target?.index ?? html.length;
};

export interface FirstView {
  /** Compressed bytes (brotli, as the site sends HTML) of the HTML up to the end of the first view. */
  compressed: number;
  /** The whole HTML, compressed alike. */
  totalCompressed: number;
  /** Whether the parsed DOM's elements matched the markup's start tags one for one. */
  exact: boolean;
}

/**
 * How much of a page's HTML the first view needs: the page rendered without scripts (the
 * prerendered markup and its CSS alone) in a phone viewport; the last element in document order
 * that shows in that viewport ends the first view, and the HTML up to the next element's start tag,
 * or up to where the page lets the browser render if that is later (`renderStartOf`), is
 * compressed as the site compresses it (brotli). The DOM of a script-less page is its markup's,
 * so the n-th element is the n-th start tag.
 */
export async function firstViewOf(browser: Browser, url: string, html: string): Promise<FirstView> {
  const context = await newContext(browser, 'phone', { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const { next, names } = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('*')];
      let last = -1;
      elements.forEach((element, index) => {
        const box = element.getBoundingClientRect();
        const shows =
          box.width > 0 &&
          box.height > 0 &&
          box.top < window.innerHeight &&
          box.bottom > 0 &&
          box.left < window.innerWidth &&
          box.right > 0;
        if (shows && element !== document.documentElement && element !== document.body) {
          last = index;
        }
      });
      return { next: last + 1, names: elements.map((element) => element.localName) };
    });
    const tags = startTags(html);
    const exact =
      tags.length === names.length && tags.every(({ name }, index) => name === names[index]);
    const end = Math.max(tags[next]?.offset ?? html.length, renderStartOf(html));
    const compress = (text: string) => brotliCompressSync(Buffer.from(text)).length;
    return { compressed: compress(html.slice(0, end)), totalCompressed: compress(html), exact };
  } finally {
    await context.close();
  }
}
