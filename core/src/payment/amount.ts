/** Largest amount `formatAmount` accepts; far above any donation, below float precision trouble. */
const MAX_AMOUNT = 1e12;

/**
 * Formats an amount for the gateway: two decimals, a dot, no grouping (10 → '10.00',
 * 1000 → '1000.00', 13.64 → '13.64'). Throws a RangeError for a negative, non-finite or
 * absurdly large amount. The hashes must be computed over exactly this string.
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0 || amount >= MAX_AMOUNT) {
    throw new RangeError(`Amount ${amount} cannot be sent to the gateway`);
  }
  const cents = Math.round(amount * 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The gateway form of an amount given as a number or as a decimal string ('10', '10.5', '10.00');
 * throws a RangeError for anything else.
 */
export function toGatewayAmount(amount: number | string): string {
  if (typeof amount === 'number') return formatAmount(amount);
  const text = amount.trim();
  if (!/^\d{1,12}(?:\.\d{1,2})?$/.test(text)) {
    throw new RangeError(`Amount '${amount}' is not a decimal amount`);
  }
  return formatAmount(Number(text));
}
