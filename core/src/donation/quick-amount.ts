import { QUICK_DONATION_AMOUNTS } from '../constants';

/**
 * The amount a `?donate=` query parameter pre-fills: one of the quick amounts (5, 10, 50, 100,
 * 500), otherwise undefined.
 */
export function quickAmountFromQuery(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  const amount = Number(value.trim());
  return (QUICK_DONATION_AMOUNTS as readonly number[]).includes(amount) ? amount : undefined;
}
