/**
 * The privacy pages' validation messages in English (issue 32, docs/privacy.md): a module apart
 * from validation-eng.ts, which every form page's first load carries; the web loads it as the
 * `validationPrivacy` namespace on the privacy pages and with the sign-up form only.
 */
export const validationPrivacyEng = {
  // Consents (the members' privacy page and the sign-up form's choices).
  'consent.channel.invalid': 'Choose SMS or email',
  'consent.purpose.invalid': 'Choose messages about your activities, or news and appeals',
  'consent.given.invalid': 'Say whether you agree (true or false)',
  'consent.language.invalid': 'Please choose Malay or English',
  'consent.source.invalid': 'Consent can only be changed here from your privacy page',
  'consent.choices.invalid': 'Choose only among the ways of contact listed, each once',
} as const satisfies Record<string, string>;

/** A key of the privacy pages' validation messages. */
export type PrivacyValidationKey = keyof typeof validationPrivacyEng;

/** Whether a string is one of the privacy pages' validation message keys. */
export function isPrivacyValidationKey(key: string): key is PrivacyValidationKey {
  return Object.hasOwn(validationPrivacyEng, key);
}
