/** Bank details shown for donations by transfer. */
export interface BankTransferDetails {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

/** Bank details from the three build variables, or undefined unless all three are set. */
export function bankTransfer(
  bankName: string | undefined,
  accountNumber: string | undefined,
  accountHolder: string | undefined,
): BankTransferDetails | undefined {
  const values = [bankName, accountNumber, accountHolder].map((value) => value?.trim() ?? '');
  const [name = '', number = '', holder = ''] = values;
  if (!name || !number || !holder) return undefined;
  return { bankName: name, accountNumber: number, accountHolder: holder };
}

/** The web's configuration, read once from Vite's build-time environment. */
export const env = {
  /** Base URL of the HTTP API (no trailing slash). */
  apiUrl: (import.meta.env.VITE_API_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  /**
   * The bank-transfer alternative on /contribute, or undefined (the box is not shown) unless all
   * three values are set at build time: no default, so a build never shows a made-up account.
   */
  bankTransfer: bankTransfer(
    import.meta.env.VITE_BANK_NAME,
    import.meta.env.VITE_BANK_ACCOUNT_NUMBER,
    import.meta.env.VITE_BANK_ACCOUNT_HOLDER,
  ),
} as const;
