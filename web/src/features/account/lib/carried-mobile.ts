import { useLocation } from 'react-router-dom';

/**
 * The mobile number one members' page hands to the next (the sign-up's 'mobile already
 * registered' to the sign-in and the forgotten password), in the page's history state: never in
 * its address, where it would reach logs and referrers.
 */
export const carryMobile = (mobile: string) => ({ mobile });

/** The number the previous page carried here, or '' (none, or a state of another shape). */
export function useCarriedMobile(): string {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('mobile' in state)) return '';
  const { mobile } = state;
  return typeof mobile === 'string' ? mobile.slice(0, 40) : '';
}
