import { readWebEnv } from './env-rules';

export { bankTransfer } from './env-rules';
export type { BankTransferDetails } from './env-rules';

/**
 * The web's configuration, read once from Vite's build-time environment. web/vite.config.ts has
 * already refused a production build without VITE_API_URL or with the local sample bank details
 * (env-rules.ts), so the defaults here serve the dev server and the tests only.
 */
export const env = readWebEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_BANK_NAME: import.meta.env.VITE_BANK_NAME,
  VITE_BANK_ACCOUNT_NUMBER: import.meta.env.VITE_BANK_ACCOUNT_NUMBER,
  VITE_BANK_ACCOUNT_HOLDER: import.meta.env.VITE_BANK_ACCOUNT_HOLDER,
});
