import { gzipSync } from 'node:zlib';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { inlineSourcesOf } from '../../infra/site-delivery';
import { footerId } from '../../web/src/config/landmarks';
import { renderStartOf } from '../bench/first-view';
import { measurePageWeights } from '../bench/site';
import { firstLoadJsBudget, kb, targets } from '../bench/targets';
import { stackUrls } from '../support/stack-setup';

/*
 * The critical path of every kind of prerendered page, by size only (deterministic, no timings):
 * nothing but the HTML blocks the first render, the first render waits until the page's main
 * content is parsed (no frame of a half-parsed page, whose later blocks would move what it drew),
 * the HTML that first render needs arrives in the first 14 KB of the compressed HTML, and the
 * JavaScript a first load fetches stays within its budget (the bench's figures,
 * tests/bench/targets.ts).
 */

const urls = await stackUrls();

/** Each kind of page once per language: every route, an enterprise, the shells and the 404. */
const routes = [
  '/',
  '/policies',
  '/contribute',
  '/terms',
  '/privacy-policy',
  '/support-us',
  '/support-us/support-enterprise',
  '/expert-contribution',
  '/contact',
  '/faq',
  '/programmes',
  '/volunteer',
  '/transaction-status',
  '/transaction-pending',
  '/sign-up',
  '/sign-in',
  '/forgot-password',
  '/profile',
  '/coordinator',
  '/kesum',
  '/where-the-money-went',
  '/where-the-money-went/kesum',
  '/programmes/evt-critical-path',
  '/volunteer/activities/act-critical-path',
  '/staff',
  // Crowdfunding (issue 30): the campaigns, and the shells of a campaign, starting a page, a page.
  '/crowdfund',
  '/crowdfund/cmp-critical-path',
  '/crowdfund/cmp-critical-path/start',
  '/fundraise/abc234',
  // The shop (issue 31): the shelves, a product's shell, the cart, checkout, an order's status.
  '/shop',
  '/shop/critical-path',
  '/shop/cart',
  '/shop/checkout',
  '/shop/order',
  // Requests about personal data (issue 32, part C4): the form with its code step.
  '/privacy-request',
  // Broadcasts (issue 32, part W): the page an email's link opens to stop them.
  '/unsubscribe',
  '/no/such/page',
];
const pages = [...routes, ...routes.map((route) => (route === '/' ? '/en/' : `/en${route}`))];

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const childElements = (node: Node): Element[] =>
  'childNodes' in node ? node.childNodes.filter(isElement) : [];
/** Every element under `node`, in document order. */
const descendants = (node: Node): Element[] =>
  childElements(node).flatMap((child) => [child, ...descendants(child)]);
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/**
 * Where the page's first view ends in its HTML: past the wrappers of <main> that hold one element
 * each, the block that holds the page's <h1> (the first block on a page with none), as a 390x844
 * phone shows it first under the site's header.
 */
function firstViewEnd(main: Element): number {
  let container = main;
  for (let only = childElements(main); only.length === 1; only = childElements(container))
    container = only[0]!;
  const heading = descendants(main).find((element) => element.tagName === 'h1');
  const blocks = childElements(container);
  const block =
    blocks.find((child) => heading && descendants(child).concat(child).includes(heading)) ??
    blocks[0] ??
    main;
  const end = block.sourceCodeLocation?.endOffset;
  if (end === undefined) throw new Error('The first block has no place in the HTML');
  return end;
}

/**
 * Where in its HTML a page lets the browser render first: where the element named by its
 * `<link rel="expect" href="#id" blocking="render">` starts, or the HTML's end if none has that id;
 * anywhere (0) without such a link.
 */
function renderStartIn(document: Node, length: number): number {
  const expect = descendants(document).find(
    (element) =>
      element.tagName === 'link' &&
      attribute(element, 'rel') === 'expect' &&
      attribute(element, 'blocking') === 'render',
  );
  if (!expect) return 0;
  const href = attribute(expect, 'href') ?? '';
  const target = descendants(document).find((element) => `#${attribute(element, 'id')}` === href);
  return target?.sourceCodeLocation?.startOffset ?? length;
}

/** What in a page's HTML would make the browser wait before it renders, as readable lines. */
function blockingRequests(document: Node): string[] {
  const elements = descendants(document);
  const head = elements.find((element) => element.tagName === 'head');
  const stylesheets = elements
    .filter(
      (element) =>
        element.tagName === 'link' &&
        /(^|\s)stylesheet(\s|$)/.test(attribute(element, 'rel') ?? ''),
    )
    .map((link) => `stylesheet ${attribute(link, 'href')}`);
  const scripts = (head ? descendants(head) : [])
    .filter(
      (element) =>
        element.tagName === 'script' &&
        attribute(element, 'src') !== undefined &&
        attribute(element, 'type') !== 'module' &&
        attribute(element, 'async') === undefined &&
        attribute(element, 'defer') === undefined,
    )
    .map((script) => `script ${attribute(script, 'src')}`);
  const imports = elements
    .filter((element) => element.tagName === 'style' && /@import/.test(textOf(element)))
    .map(() => 'a style that @imports');
  return [...stylesheets, ...scripts, ...imports];
}

/**
 * The scripts the HTML itself fetches (a script with `src`, a module or script preload): none, as
 * the boot script starts the app's modules once the page has shown (web/public/boot.js).
 */
function scriptFetches(document: Node): string[] {
  return descendants(document).flatMap((element) => {
    const rel = attribute(element, 'rel') ?? '';
    const fetched =
      (element.tagName === 'script' && attribute(element, 'src') !== undefined) ||
      (element.tagName === 'link' && /(^|\s)modulepreload(\s|$)/.test(rel)) ||
      (element.tagName === 'link' &&
        /(^|\s)preload(\s|$)/.test(rel) &&
        attribute(element, 'as') === 'script');
    return fetched ? [attribute(element, 'src') ?? attribute(element, 'href') ?? '?'] : [];
  });
}

const gzip6 = (text: string) => gzipSync(Buffer.from(text, 'utf8'), { level: 6 }).length;

describe('the critical path of every kind of page, in both languages', () => {
  it('has no render-blocking request but the HTML, fetches no script itself, its inline code allowed by the CSP’s hashes, and renders once its main content is parsed, which is in the first 14 KB', async () => {
    const misses: string[] = [];
    const views: string[] = [];
    for (const path of pages) {
      const response = await fetch(`${urls.site}${path}`);
      expect([200, 404], path).toContain(response.status);
      const html = await response.text();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-hashes/);
      const document = parse(html, { sourceCodeLocationInfo: true });

      for (const request of blockingRequests(document)) misses.push(`${path}: blocking ${request}`);
      for (const script of scriptFetches(document))
        misses.push(`${path}: fetches ${script} before the page has shown`);
      const inline = inlineSourcesOf(html);
      expect(inline.scripts.length + inline.styles.length, path).toBeGreaterThan(0);
      const allowed = (directive: string) =>
        new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
      for (const hash of inline.scripts.filter((hash) => !allowed('script-src').includes(hash)))
        misses.push(`${path}: inline script ${hash} not in the CSP's script-src`);
      for (const hash of inline.styles.filter((hash) => !allowed('style-src').includes(hash)))
        misses.push(`${path}: inline style ${hash} not in the CSP's style-src`);

      // The page renders once its main content is parsed: at the footer's start, which follows it.
      const main = descendants(document).find((element) => element.tagName === 'main');
      if (!main) throw new Error(`${path} has no <main>`);
      const mainEnd = main.sourceCodeLocation?.endOffset ?? html.length;
      const renderStart = renderStartIn(document, html.length);
      // At the site's footer; a page without one (the staff console) once its HTML is parsed.
      const footer = descendants(document).find(
        (element) => element.tagName === 'footer' && attribute(element, 'id') === footerId,
      );
      const expected = footer?.sourceCodeLocation?.startOffset ?? html.length;
      if (renderStart !== expected)
        misses.push(
          `${path}: renders at ${renderStart}, not where its footer starts (${expected})`,
        );
      if (renderStart < mainEnd)
        misses.push(`${path}: renders at ${renderStart}, before its <main> ends at ${mainEnd}`);
      // The bench, which has no parsed tree, finds the same place.
      if (renderStartOf(html) !== renderStart)
        misses.push(`${path}: the bench finds the render start at ${renderStartOf(html)}`);

      const firstView = gzip6(html.slice(0, Math.max(firstViewEnd(main), renderStart)));
      views.push(`${path} ${firstView} of ${gzip6(html)}`);
      if (firstView > targets.firstViewCompressedBytes) {
        misses.push(
          `${path}: first view ends at ${firstView} compressed bytes, over ${targets.firstViewCompressedBytes} (the page is ${gzip6(html)})`,
        );
      }
    }
    expect(misses, `first views (bytes of gzip -6 HTML): ${views.join(', ')}`).toEqual([]);
  });

  it('loads each page with at most its budget of JavaScript (gzip -9, until the network is idle, 390x844) and at most one stylesheet, the rest of its CSS', async () => {
    const { weights, offLoopback } = await measurePageWeights(urls.site, pages, {
      firstView: false,
    });
    expect(offLoopback).toEqual([]);
    const misses = weights.flatMap(({ route, js, css, heaviestJs }) => {
      const budget = firstLoadJsBudget(route);
      const heaviest = heaviestJs.map(({ name, gzip }) => `${name} ${gzip} B`).join(', ');
      return [
        ...(js.gzip > budget
          ? [
              `${route}: ${js.gzip} B of JavaScript in ${js.files} files, over its ${budget} B by ${kb(js.gzip - budget)}; heaviest ${heaviest}`,
            ]
          : []),
        // The rest of the site's CSS (what the page does not inline), which the boot script loads
        // once the page has shown.
        ...(css.files > 1 ? [`${route}: fetched ${css.files} stylesheets, not one`] : []),
      ];
    });
    expect(misses).toEqual([]);
  }, 600_000);
});
