/** The tab's storage key of a sign-up waiting for its code (`pending-sign-up.ts`). */
export const pendingSignUpKey = 'pendingSignUp';

/**
 * Whether this tab may be waiting on a sign-up's code (something is kept, not yet read or
 * checked): the sign-up's island then loads with the page, and the form decides. Apart from
 * `pending-sign-up.ts`, and without its storage helpers, so that pages' first loads carry only this.
 */
export const mayHavePendingSignUp = (): boolean => {
  try {
    return sessionStorage.getItem(pendingSignUpKey) !== null;
  } catch {
    return false;
  }
};
