import { array, boolean, object, type InferType } from 'yup';
import { languages } from '../i18n/language';
import '../i18n/yup-locale';
import { text } from '../schema/text';
import { consentChannels, consentChoices, consentPurposes } from './consent-wording';

/*
 * Consent to be contacted (issue 32, docs/privacy.md): the words, channels, purposes and sources
 * (./consent-wording.ts, re-exported here) and the schemas of the forms that change them.
 */

export * from './consent-wording';

/**
 * `PUT /api/account/consents`: one change by the member on their privacy page. `language` is the
 * page's (the words recorded are that language's); `source` can only be `profile` on this route.
 */
export const consentChangeSchema = object({
  channel: text()
    .required('consent.channel.invalid')
    .oneOf(consentChannels, 'consent.channel.invalid'),
  purpose: text()
    .required('consent.purpose.invalid')
    .oneOf(consentPurposes, 'consent.purpose.invalid'),
  given: boolean().typeError('consent.given.invalid').required('consent.given.invalid'),
  language: text()
    .required('consent.language.invalid')
    .oneOf(languages, 'consent.language.invalid'),
  source: text().oneOf(['profile'], 'consent.source.invalid').default('profile'),
});
export type ConsentChange = InferType<typeof consentChangeSchema>;

/**
 * The sign-up form's choices: the codes of those ticked (none by default), each once. Used by
 * the sign-up schema (`consents`).
 */
export const consentChoicesSchema = array(
  text().oneOf(consentChoices, 'consent.choices.invalid').required('consent.choices.invalid'),
)
  .typeError('consent.choices.invalid')
  .default([])
  .test(
    'unique',
    'consent.choices.invalid',
    (values) => !values || new Set(values).size === values.length,
  );
