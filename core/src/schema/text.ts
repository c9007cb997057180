import { string } from 'yup';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';

/** A lone UTF-16 surrogate: half a character, which no encoder (URL, JSON for SES, XML) can write. */
const loneSurrogate = /\p{Cs}/u;

/**
 * A text field of a form: trimmed when it is a string, refused (yup's type check, a 400 key) when it
 * is a list or an object, and refused when it is not well-formed Unicode, so nothing downstream
 * (a gateway URL, an email) ever fails on it after the input was accepted. yup's own `.trim()`
 * calls `value.trim()` on whatever arrives and throws on a list: never use it on request input.
 */
export function text() {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test(
      'well-formed',
      ({ path }: { path: string }) => validationMessage('string.wellFormed', { path }),
      (value) => value === undefined || value === null || !loneSurrogate.test(value),
    );
}
