/**
 * What the site's own `/api/*` front (CloudFront's behaviour in AWS, the local servers' proxies)
 * tells the API about a request it passes on. The API sees the front as its client (API Gateway's
 * `sourceIp` is a CloudFront address), so the front names the visitor's address in
 * `viewerAddressHeader`, and proves it is the front with the shared `originVerifyHeader` secret
 * (`ORIGIN_VERIFY_SECRET`): a request straight to the API that names an address without the
 * secret is counted by its own `sourceIp`.
 */
export const viewerAddressHeader = 'x-viewer-address';

/** The front's proof that it set `viewerAddressHeader` (a secret the API compares). */
export const originVerifyHeader = 'x-origin-verify';
