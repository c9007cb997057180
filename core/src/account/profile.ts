import type { InferType } from 'yup';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '../constants';
import { languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';
import { signUpSchema } from './sign-up';

/*
 * The profile's details form and `POST /api/account/profile`: what a member may change of their
 * account after signing up. Like sign-up, it checks the seats against the whole electoral table,
 * which only the pages and routes that need it load.
 */

/**
 * A member's details: the sign-up's name and seats, each seat list filtered by the one before
 * (the same rules, picked from `signUpSchema`), the language of the messages the site sends them,
 * and an email, which is optional (empty for none) but must be a valid address when given.
 */
export const profileSchema = signUpSchema.pick(['name', 'state', 'parliament', 'dun']).shape({
  language: text()
    .required('account.language.invalid')
    .oneOf(languages, 'account.language.invalid'),
  email: text()
    .default('')
    .email('account.email.invalid')
    .max(ACCOUNT_EMAIL_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('account.email.max', { max }),
    ),
});

/** Values of the profile's details form (the body of `POST /api/account/profile`). */
export type ProfileValues = InferType<typeof profileSchema>;
