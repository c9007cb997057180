import type { ValidationError } from 'yup';
import type { ValidationKey } from './validation-eng';
import type { PrivacyValidationKey } from './validation-privacy-eng';
import type { ShopValidationKey } from './validation-shop-eng';

/**
 * Parameters a validation message carries, e.g. `{ path: 'notes', max: 500 }`.
 * Values are printed as they are into the text's `{{name}}` placeholders.
 */
export type ValidationParams = Readonly<Record<string, string | number>>;

/** A decoded validation message. */
export interface ParsedValidationMessage {
  /** The catalogue key, or the whole message when it is not an encoded one. */
  key: string;
  /** Parameters of the message; empty for a bare key. */
  params: Record<string, string>;
}

const PARAMS_SEPARATOR = '?';

/**
 * Encodes a validation message as the string schemas emit: the bare key (`donation.name.required`)
 * or, when it has parameters, the key followed by `?` and URL-encoded parameters
 * (`string.max?path=notes&max=500`, each name and value encoded with `encodeURIComponent`). Such a string travels as a Formik error and as a field
 * message of the API's `{ error: { code: 'validation', fields } }` body.
 */
export function validationMessage(
  key: ValidationKey | ShopValidationKey | PrivacyValidationKey,
  params?: ValidationParams,
): string {
  const entries = Object.entries(params ?? {});
  if (entries.length === 0) return key;
  const query = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}${PARAMS_SEPARATOR}${query}`;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Decodes a string produced by `validationMessage` into its key and parameters. */
export function parseValidationMessage(message: string): ParsedValidationMessage {
  const at = message.indexOf(PARAMS_SEPARATOR);
  if (at < 0) return { key: message, params: {} };
  const params: Record<string, string> = {};
  for (const pair of message.slice(at + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? '' : decode(pair.slice(equals + 1));
    if (!Object.hasOwn(params, name)) params[name] = value;
  }
  return { key: message.slice(0, at), params };
}

/**
 * The first message of each field of a failed validation (run with `abortEarly: false`), keyed by
 * field path, as Formik shows them and as the API returns them in `error.fields`. An error without
 * a path is listed under `''`.
 */
export function fieldMessages(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const item of errors) {
    const path = item.path ?? '';
    if (!Object.hasOwn(fields, path)) fields[path] = item.message;
  }
  return fields;
}
