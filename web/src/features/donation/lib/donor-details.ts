import { tabStorage } from '../../../lib/tab-storage';

/**
 * The donor's name, email and phone for this tab only (sessionStorage, never localStorage: gone
 * when the tab closes), kept when a donation leaves for the gateway so that Back from the gateway
 * finds them filled in again; forgotten once a payment has succeeded. The amount is not kept.
 */
export interface DonorDetails {
  name: string;
  email: string;
  phone_number: string;
}

const storageKey = 'donationDetails';
const fields = ['name', 'email', 'phone_number'] as const;

/** Keeps the details for this tab (nothing happens where storage is refused). */
export function saveDonorDetails(details: DonorDetails) {
  try {
    const kept = Object.fromEntries(fields.map((name) => [name, details[name]]));
    tabStorage()?.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the form simply starts empty next time.
  }
}

/** The details kept for this tab, if any; anything malformed reads as nothing. */
export function readDonorDetails(): Partial<DonorDetails> {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(
      fields.flatMap((name) => {
        const value = record[name];
        return typeof value === 'string' && value ? [[name, value.slice(0, 200)]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/** Forgets the details (after a successful payment). */
export function forgetDonorDetails() {
  try {
    tabStorage()?.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
