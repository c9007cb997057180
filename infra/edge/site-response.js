// CloudFront Function (cloudfront-js-2.0), viewer response of the site's default behaviour,
// deployed after `site-pages.js` and its `pages`. The not-found page, which S3 (or the cache)
// answers with 200, goes to the viewer with status 404; it still boots the app, whose router shows
// what the path means. `sitePath` is applied again, so the decision holds whether the event's
// request names the path as the viewer sent it or as `site-request.js` rewrote it. Other statuses
// (a 304 revalidating the page, S3's 403 for a missing file) pass as they are.
// The local static server (infra/local/static-site.ts) runs this very code, so both agree.
/* global sitePath, isNotFoundPage */
function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && isNotFoundPage(sitePath(event.request.uri))) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
