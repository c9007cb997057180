// CloudFront Function (cloudfront-js-2.0), viewer request of the site's default behaviour,
// deployed after `site-pages.js` and its `pages`. Every path is sent to S3 as the object
// `sitePath` names: a prerendered page's `index.html`, an event page's shell, a file as it is, or
// the language's not-found page for a path that is no page. The distribution has no custom error
// responses (they would also replace the API's own 403/404 answers under `/api/*`).
// The local static server (infra/local/static-site.ts) runs this very code, so both agree.
/* global sitePath */
function handler(event) {
  var request = event.request;
  request.uri = sitePath(request.uri);
  return request;
}
