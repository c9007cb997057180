import type { ValidationKey } from '@gsk/core/i18n/validation-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import type { i18n } from 'i18next';

/**
 * The visitor's text of a message core's schemas emit (`donation.name.required`,
 * `string.max?path=notes&max=500`), from the `validation` namespace in the active language, then
 * the shop's (`validationShop`, loaded by the shop's pages only), then the privacy schemas'
 * (`validationPrivacy`, the privacy pages and the sign-up's). A message that is no validation
 * key (a server's own text) shows as it is. `t` is an instance's own (`i18n.t`), which reaches
 * every namespace.
 */
export function validationText(t: i18n['t'], message: string): string {
  const { key, params } = parseValidationMessage(message);
  // The catalogue in the visitor's language knows every key (no other language's is loaded to
  // tell them); anything else is not one.
  return t(key as ValidationKey, {
    ns: ['validation', 'validationShop', 'validationPrivacy'],
    replace: params,
    defaultValue: message,
  });
}

/**
 * The same for personal data's forms (issue 32): their messages (`validationPrivacy`, which only
 * their pages load), then the site's. Kept apart from validationText, so the other pages' first
 * load does not grow.
 */
export function privacyValidationText(t: i18n['t'], message: string): string {
  const { key, params } = parseValidationMessage(message);
  return t(key as ValidationKey, {
    ns: ['validationPrivacy', 'validation'],
    replace: params,
    defaultValue: message,
  });
}
