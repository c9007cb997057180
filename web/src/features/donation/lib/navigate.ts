/**
 * Sends the browser to the payment gateway's hosted page: a real navigation (the page leaves the
 * site), not a fetch. Only http(s) addresses are followed.
 */
export function navigateToGateway(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error('The payment address is not a web address');
  }
  window.location.assign(target.href);
}
