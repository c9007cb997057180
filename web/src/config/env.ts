import { readWebEnv } from './env-rules';

export { bankTransfer } from './env-rules';
export type { BankTransferDetails } from './env-rules';

/**
 * The web's configuration, read once from Vite's build-time environment. web/vite.config.ts has
 * already refused a production build with a stale VITE_API_URL or the local sample bank details
 * (env-rules.ts). The API is the site's own `/api` (lib/api-client.ts), so nothing names it.
 */
export const env = readWebEnv({
  VITE_BANK_NAME: import.meta.env.VITE_BANK_NAME,
  VITE_BANK_ACCOUNT_NUMBER: import.meta.env.VITE_BANK_ACCOUNT_NUMBER,
  VITE_BANK_ACCOUNT_HOLDER: import.meta.env.VITE_BANK_ACCOUNT_HOLDER,
  VITE_TAX_DEDUCTION_REFERENCE: import.meta.env.VITE_TAX_DEDUCTION_REFERENCE,
});

/** The movement's LHDN section 44(6) approval reference; empty (off, the default) unless the stage sets it. */
export const taxDeductionReference: string = import.meta.env.VITE_TAX_DEDUCTION_REFERENCE ?? '';
