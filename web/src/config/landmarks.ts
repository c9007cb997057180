/**
 * The id of the site's footer, which follows every page's <main>: each prerendered page holds its
 * first render until the footer starts (`<link rel="expect">`, web/scripts/prerender/document.ts),
 * so the browser never draws the main content half parsed.
 */
export const footerId = 'site-footer';
