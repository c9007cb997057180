// CloudFront Function (cloudfront-js-2.0), viewer request of the site's distribution.
// Prerendered pages live at `<path>/index.html`, so `/kesum` and `/en/policies/` are served from
// `/kesum/index.html` and `/en/policies/index.html`; anything with a file extension is left alone.
// A path that is no file reaches S3 as a missing object, and the distribution answers with
// `/404.html` and status 404: that page boots the app, whose router then decides what to show.
// The local static server (infra/local/static-site.ts) runs this very file, so both agree.
// Plain ES5-style JavaScript: CloudFront Functions run a restricted runtime, not Node.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.split('/').pop().indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
