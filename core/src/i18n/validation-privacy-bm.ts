import type { PrivacyValidationKey } from './validation-privacy-eng';

/** The privacy pages' validation messages in Malay (see validation-privacy-eng.ts). */
export const validationPrivacyBm: Readonly<Record<PrivacyValidationKey, string>> = {
  // Menutup akaun (core/src/privacy/closure.ts).
  'closure.confirm.required':
    'Tandakan kotak ini untuk mengesahkan bahawa anda faham akaun anda akan ditutup buat selamanya',
};
