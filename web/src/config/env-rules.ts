/*
 * The rules of the web's build variables, apart from env.ts (which reads Vite's import.meta.env) so
 * that web/vite.config.ts can apply them before a build: a production build shows no sample bank
 * details, unless it says it is for the local stack. The site calls its API on its own origin
 * (`/api/...`: CloudFront's `/api/*` behaviour, locally the servers' proxies), so no build names it.
 */

/** The build variables the web reads (VITE_*, baked into the bundle) or its build checks. */
export interface WebEnvVars {
  /** No longer used (the API is the site's own `/api`): a production build that sets it is refused. */
  VITE_API_URL?: string;
  VITE_BANK_NAME?: string;
  VITE_BANK_ACCOUNT_NUMBER?: string;
  VITE_BANK_ACCOUNT_HOLDER?: string;
  /**
   * The movement's LHDN 44(6) approval reference (the stage's TAX_DEDUCTION_REFERENCE): set, the
   * donation form asks for the identity-card number a tax-deduction receipt needs.
   */
  VITE_TAX_DEDUCTION_REFERENCE?: string;
  /**
   * `local` for a production build that runs on this machine (the local stack's `--built` site,
   * the tests, the benchmark): it may show the sample bank details. Never exposed to the bundle.
   */
  SITE_STAGE?: string;
}

/** The API of the local stack (`npm start`), where the dev server sends `/api` by default. */
export const localApiUrl = 'http://localhost:3000';

/**
 * Where Vite's dev server proxies the site's `/api/...`: `API_PROXY_URL` (`sst bind` sets it to a
 * personal stage's API), else the local stack's API.
 */
export const devApiTarget = (vars: { API_PROXY_URL?: string }): string =>
  (vars.API_PROXY_URL?.trim() || localApiUrl).replace(/\/$/, '');

/** The stage that marks a build for the local stack (see `SITE_STAGE`). */
export const localStage = 'local';

/** Bank-transfer details the local stack shows on /contribute: plainly fake, never deployed. */
export const sampleBankTransfer = {
  VITE_BANK_NAME: 'Sample Bank (local only)',
  VITE_BANK_ACCOUNT_NUMBER: '0000-LOCAL-SAMPLE',
  VITE_BANK_ACCOUNT_HOLDER: 'Gerakan Sektor Ketiga (sample)',
} as const satisfies WebEnvVars;

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

/** The web's configuration from its build variables: the dev server's defaults where unset. */
export function readWebEnv(vars: WebEnvVars) {
  return {
    /**
     * The bank-transfer alternative on /contribute, or undefined (the box is not shown) unless all
     * three values are set at build time: no default, so a build never shows a made-up account.
     */
    bankTransfer: bankTransfer(
      vars.VITE_BANK_NAME,
      vars.VITE_BANK_ACCOUNT_NUMBER,
      vars.VITE_BANK_ACCOUNT_HOLDER,
    ),
    /**
     * The 44(6) approval's reference when the movement holds one (then the donation form asks
     * for the identity-card number), else undefined: receipts are not tax-deduction receipts.
     */
    taxDeductionReference: vars.VITE_TAX_DEDUCTION_REFERENCE?.trim() || undefined,
  };
}

/**
 * Refuses the variables of a production build that would deploy a broken or misleading site: a
 * `VITE_API_URL` (a stale command: the site calls its own `/api`, never another address), or the
 * local sample bank details outside `SITE_STAGE=local`. Every problem is named in the one error; the dev server is never refused.
 * @throws Error naming each variable to fix.
 */
export function checkWebEnv(vars: WebEnvVars, build: { production: boolean }): void {
  if (!build.production) return;
  const problems: string[] = [];
  if (vars.VITE_API_URL?.trim()) {
    problems.push(
      "VITE_API_URL is set, but the site calls the API on its own origin (/api/...): unset it (CloudFront's /api/* behaviour, or the local servers' proxies, reach the API).",
    );
  }
  const stage = vars.SITE_STAGE?.trim() ?? '';
  if (stage && stage !== localStage) {
    problems.push(`SITE_STAGE is '${stage}': set it to '${localStage}' or leave it unset.`);
  }
  if (stage !== localStage) {
    for (const [name, sample] of Object.entries(sampleBankTransfer)) {
      if (vars[name as keyof typeof sampleBankTransfer]?.trim() === sample) {
        problems.push(
          `${name} is the local sample '${sample}': set the real bank details, leave all three unset (no bank box), or build with SITE_STAGE=local for this machine only.`,
        );
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`The site's build variables are refused:\n- ${problems.join('\n- ')}`);
  }
}
