import type { Language } from './language';

/** Options of `formatRinggit`. */
export interface RinggitFormat {
  /** Always print two decimals ('RM10.00'); by default whole amounts print without ('RM10'). */
  cents?: boolean;
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount of ringgit for display: 'RM10', 'RM1,000', 'RM13.64', or with
 * `{ cents: true }` 'RM1,000.00'. Malaysian usage is the same in both languages (comma for
 * thousands, dot for decimals, no space after RM); the language parameter keeps call sites ready
 * for a difference. A negative amount gets a leading minus ('-RM5').
 */
export function formatRinggit(
  amount: number | string,
  _language: Language,
  options: RinggitFormat = {},
): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 'RM0';
  const cents = Math.round(Math.abs(value) * 100);
  const whole = group(String(Math.floor(cents / 100)));
  const fraction = String(cents % 100).padStart(2, '0');
  const text = options.cents || fraction !== '00' ? `RM${whole}.${fraction}` : `RM${whole}`;
  return value < 0 && cents > 0 ? `-${text}` : text;
}

/**
 * Formats an amount in sen (an integer) as ringgit to the sen, always with two decimals:
 * 123456 is 'RM1,234.56', 5 is 'RM0.05', -50000 is '-RM500.00'. Integer arithmetic only, so no
 * floating-point rounding ever moves a sen (the public ledger's figures, docs/crowdfunding.md,
 * "Money and units"); anything but a safe integer prints as 'RM0.00'.
 */
export function formatSen(sen: number, _language: Language): string {
  if (!Number.isSafeInteger(sen)) return 'RM0.00';
  const abs = Math.abs(sen);
  const text = `RM${group(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  return sen < 0 ? `-${text}` : text;
}
