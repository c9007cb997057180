import { object, type InferType } from 'yup';
import { dunsOf, parliamentsOf, votingStates } from '../electoral';
import { defaultLanguage, languages } from '../i18n/language';
import '../i18n/yup-locale';
import { consentChoicesSchema } from '../privacy/consent';
import { text } from '../schema/text';
import { confirmationOf, mobile, name, passwordOf } from './index';

/*
 * The sign-up form apart from the other account forms: it checks the seats against the whole
 * electoral table (core/src/electoral), which only the sign-up page and route should load.
 */

const seat = (key: 'account.state.required' | 'account.parliament.required') =>
  text().required(key);

/** The sign-up form: the spec's fields, each seat list filtered by the one before. */
export const signUpSchema = object({
  name,
  mobile,
  password: passwordOf('account.password.required'),
  passwordConfirmation: confirmationOf('password'),
  state: seat('account.state.required').test(
    'known-state',
    'account.state.required',
    (value) => !value || votingStates().some(({ code }) => code === value),
  ),
  parliament: seat('account.parliament.required').test(
    'in-state',
    'account.parliament.required',
    (value, context) =>
      !value ||
      parliamentsOf(String(context.parent.state ?? '')).some(({ code }) => code === value),
  ),
  /** Required where the parliamentary seat has state seats; empty in the federal territories. */
  dun: text()
    .default('')
    .test('in-parliament', 'account.dun.required', (value, context) => {
      const duns = dunsOf(
        String(context.parent.state ?? ''),
        String(context.parent.parliament ?? ''),
      );
      return duns.length === 0 ? !value : duns.some(({ code }) => code === value);
    }),
  language: text().oneOf(languages, 'account.language.invalid').default(defaultLanguage),
  /**
   * How the member agrees to be contacted (issue 32): the codes of the choices ticked, none by
   * default; recorded with the words of `language` when the account is created.
   */
  consents: consentChoicesSchema,
});

/** Values of the sign-up form. */
export type SignUpValues = InferType<typeof signUpSchema>;
