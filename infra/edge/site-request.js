// CloudFront Function (cloudfront-js-2.0), viewer request of the site's distribution.
// Prerendered pages live at `<path>/index.html`, so `/kesum` and `/en/policies/` are served from
// `/kesum/index.html` and `/en/policies/index.html`; anything with a file extension is left alone.
// A path that is no file reaches S3 as a missing object, and the distribution answers with
// `/404.html` and status 404: that page boots the app, whose router then decides what to show.
// An event's page (`/programmes/{id}`, `/en/programmes/{id}`) is known only once the browser asks
// the API: every such path is served the language's one shell, `programmes/event.html`
// (web/src/entry-server.tsx `shellPages`), whose app loads the event.
// The local static server (infra/local/static-site.ts) runs this very file, so both agree.
// Plain ES5-style JavaScript: CloudFront Functions run a restricted runtime, not Node.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var eventPage = /^(\/en)?\/programmes\/[^/.]+\/?$/.exec(uri);
  if (eventPage) {
    request.uri = (eventPage[1] || '') + '/programmes/event.html';
  } else if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.split('/').pop().indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
