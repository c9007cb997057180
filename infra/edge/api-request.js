// CloudFront Function (cloudfront-js-2.0), viewer request of the site's `/api/*` behaviour.
// API Gateway sees CloudFront as its client, so the visitor's address is named in `x-viewer-address`
// (core/src/api/proxy.ts), replacing whatever the visitor sent under that name; the origin's custom
// header `x-origin-verify` (a secret the API holds too) proves it was CloudFront that named it.
// The local servers' proxies (infra/local/api-proxy.ts) run this very file, so all agree.
// Plain ES5-style JavaScript: CloudFront Functions run a restricted runtime, not Node.
function handler(event) {
  var request = event.request;
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
