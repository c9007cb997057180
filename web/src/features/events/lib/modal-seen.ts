import { MODAL_SEEN_COOKIE_DAYS, MODAL_SEEN_COOKIE_NAME } from '@gsk/core/constants';

/** Whether this visitor has already been shown the home page's event invitation. */
export function modalSeen(): boolean {
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().split('=')[0] === MODAL_SEEN_COOKIE_NAME);
}

/**
 * Remembers for `MODAL_SEEN_COOKIE_DAYS` that the invitation was shown: the spec's `modal_seen`
 * cookie, site-wide, never sent along from other sites' pages, and only over HTTPS on an HTTPS site
 * (production; the local site is plain HTTP).
 */
export function rememberModalSeen() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${MODAL_SEEN_COOKIE_NAME}=1; Max-Age=${MODAL_SEEN_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
}
