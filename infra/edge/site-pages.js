// Shared by the site's two CloudFront Functions (cloudfront-js-2.0): `site-request.js` and
// `site-response.js` are each deployed as `var pages = {...};`, this file, then the handler
// (infra/site-delivery.ts `siteFunctionCode`). `pages` names every prerendered page of the build
// by its path (`/`, `/kesum`, `/en/policies`): the folders holding an `index.html`.
// Plain ES5-style JavaScript: CloudFront Functions run a restricted runtime, not Node.
/* global pages */
/* eslint @typescript-eslint/no-unused-vars: ['error', { varsIgnorePattern: '^(sitePath|isNotFoundPage)$' }] -- the handlers deployed after this file call them */

// The S3 object a viewer's path is answered with:
// - an event's page (`/programmes/{id}`, `/en/programmes/{id}`) is known only once the browser asks
//   the API: every such path is its language's one shell, `programmes/event.html`
//   (web/src/entry-server.tsx `shellPages`), whose app loads the event; a volunteer activity's
//   (`/volunteer/activities/{id}`) likewise `volunteer/activity.html`; a campaign's
//   (`/crowdfund/{id}`), starting a page for it (`/crowdfund/{id}/start`) and a supporter's page
//   (`/fundraise/{code}`) likewise `crowdfund/campaign.html`, `crowdfund/start.html` and
//   `crowdfund/fundraiser.html`; a shop's product (`/shop/{slug}`, but the shop's own prerendered
//   pages `/shop/cart`, `/shop/checkout`, `/shop/order`) likewise `shop/product.html`;
// - anything with a file extension is left alone (a missing file stays S3's own 403/404);
// - every page of the staff console (`/staff`, `/staff/donations/{id}`, `/en/staff/...`) is its
//   language's one shell, `staff/console.html` (no data: the console loads in the browser);
// - a prerendered page (`/kesum`, `/en/policies/`) is its `<path>/index.html`;
// - any other path is its language's not-found page, `/404.html` or `/en/404.html`
//   (web/src/entry-server.tsx `notFoundPages`), which `site-response.js` answers with status 404.
// Idempotent: the object's own key maps to itself, so either function may apply it.
function sitePath(uri) {
  var eventPage = /^(\/en)?\/programmes\/[^/.]+\/?$/.exec(uri);
  if (eventPage) return (eventPage[1] || '') + '/programmes/event.html';
  var activityPage = /^(\/en)?\/volunteer\/activities\/[^/.]+\/?$/.exec(uri);
  if (activityPage) return (activityPage[1] || '') + '/volunteer/activity.html';
  // Crowdfunding (issue 30): a campaign, starting a page for it, a supporter's page.
  var campaignPage = /^(\/en)?\/crowdfund\/[^/.]+(\/start)?\/?$/.exec(uri);
  if (campaignPage)
    return (
      (campaignPage[1] || '') + '/crowdfund/' + (campaignPage[2] ? 'start' : 'campaign') + '.html'
    );
  var fundraiserPage = /^(\/en)?\/fundraise\/[^/.]+\/?$/.exec(uri);
  if (fundraiserPage) return (fundraiserPage[1] || '') + '/crowdfund/fundraiser.html';
  // The shop (issue 31): a product, unless the path is one of the shop's prerendered pages.
  var productPage = /^(\/en)?\/shop\/[^/.]+\/?$/.exec(uri);
  if (productPage && pages[uri.replace(/\/$/, '')] !== 1)
    return (productPage[1] || '') + '/shop/product.html';
  if (uri.split('/').pop().indexOf('.') !== -1) return uri;
  var staffPage = /^(\/en)?\/staff(\/.*)?$/.exec(uri);
  if (staffPage) return (staffPage[1] || '') + '/staff/console.html';
  var page = uri.length > 1 && uri.endsWith('/') ? uri.slice(0, -1) : uri;
  if (pages[page] === 1) return (page === '/' ? '' : page) + '/index.html';
  return (/^\/en(\/|$)/.test(uri) ? '/en' : '') + '/404.html';
}

// Whether an object is one of the not-found pages.
function isNotFoundPage(path) {
  return path === '/404.html' || path === '/en/404.html';
}
