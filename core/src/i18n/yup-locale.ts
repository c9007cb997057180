import { setLocale, type LocaleObject } from 'yup';
import type { ValidationKey } from './validation-eng';
import { validationMessage } from './validation-message';

/**
 * The parameters each of yup's messages carries: the placeholders its text names, in every
 * language (written here so that yup's locale needs no language's texts; tests/core/i18n.test.ts
 * checks them against both catalogues).
 */
export const yupMessagePlaceholders = {
  'mixed.default': ['path'],
  'mixed.required': ['path'],
  'mixed.defined': ['path'],
  'mixed.notNull': ['path'],
  'mixed.oneOf': ['path', 'values'],
  'mixed.notOneOf': ['path', 'values'],
  'mixed.notType': ['path', 'type'],
  'string.length': ['path', 'length'],
  'string.min': ['path', 'min'],
  'string.max': ['path', 'max'],
  'string.matches': ['path', 'regex'],
  'string.email': ['path'],
  'string.url': ['path'],
  'string.uuid': ['path'],
  'string.datetime': ['path'],
  'string.datetime_precision': ['path', 'precision'],
  'string.datetime_offset': ['path'],
  'string.trim': ['path'],
  'string.lowercase': ['path'],
  'string.uppercase': ['path'],
  'number.min': ['path', 'min'],
  'number.max': ['path', 'max'],
  'number.lessThan': ['path', 'less'],
  'number.moreThan': ['path', 'more'],
  'number.positive': ['path'],
  'number.negative': ['path'],
  'number.integer': ['path'],
  'date.min': ['path', 'min'],
  'date.max': ['path', 'max'],
  'boolean.isValue': ['path', 'value'],
  'object.noUnknown': ['path', 'unknown'],
  'object.exact': ['path', 'properties'],
  'array.min': ['path', 'min'],
  'array.max': ['path', 'max'],
  'array.length': ['path', 'length'],
} as const satisfies Partial<Record<ValidationKey, readonly string[]>>;

type YupMessageKey = keyof typeof yupMessagePlaceholders;

function printable(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return value.map((item) => String(printable(item) ?? '')).join(', ');
  return undefined;
}

/**
 * A yup message function emitting `key` with the parameters its text uses (never the validated
 * value itself, which may be long or private).
 */
function keyed(key: YupMessageKey): (params: object) => string {
  const names: readonly string[] = yupMessagePlaceholders[key];
  return (params) => {
    const source = new Map<string, unknown>(Object.entries(params));
    const picked: Record<string, string | number> = {};
    for (const name of names) {
      const value = printable(source.get(name));
      if (value !== undefined) picked[name] = value;
    }
    return validationMessage(key, picked);
  };
}

/** yup's default messages, each replaced by a function emitting the matching key. */
export const validationLocale: LocaleObject = {
  mixed: {
    default: keyed('mixed.default'),
    required: keyed('mixed.required'),
    defined: keyed('mixed.defined'),
    notNull: keyed('mixed.notNull'),
    oneOf: keyed('mixed.oneOf'),
    notOneOf: keyed('mixed.notOneOf'),
    notType: keyed('mixed.notType'),
  },
  string: {
    length: keyed('string.length'),
    min: keyed('string.min'),
    max: keyed('string.max'),
    matches: keyed('string.matches'),
    email: keyed('string.email'),
    url: keyed('string.url'),
    uuid: keyed('string.uuid'),
    datetime: keyed('string.datetime'),
    datetime_precision: keyed('string.datetime_precision'),
    datetime_offset: keyed('string.datetime_offset'),
    trim: keyed('string.trim'),
    lowercase: keyed('string.lowercase'),
    uppercase: keyed('string.uppercase'),
  },
  number: {
    min: keyed('number.min'),
    max: keyed('number.max'),
    lessThan: keyed('number.lessThan'),
    moreThan: keyed('number.moreThan'),
    positive: keyed('number.positive'),
    negative: keyed('number.negative'),
    integer: keyed('number.integer'),
  },
  date: { min: keyed('date.min'), max: keyed('date.max') },
  boolean: { isValue: keyed('boolean.isValue') },
  object: { noUnknown: keyed('object.noUnknown'), exact: keyed('object.exact') },
  array: { min: keyed('array.min'), max: keyed('array.max'), length: keyed('array.length') },
  tuple: { notType: keyed('mixed.notType') },
};

/**
 * Makes yup emit message keys instead of English for every rule without its own message.
 * Importing `@gsk/core/i18n` (or any core schema) already does it; calling it again is harmless.
 * yup reads its defaults when a schema is built, so build schemas after this has run.
 */
export function installValidationLocale(): void {
  setLocale(validationLocale);
}

installValidationLocale();
