import {
  defaultLanguage,
  fieldMessages,
  htmlLang,
  isLanguage,
  isValidationKey,
  languages,
  parseValidationMessage,
  validationBm,
  validationEng,
  validationMessage,
  validationPlaceholders,
  yupMessagePlaceholders,
  type ValidationKey,
} from '@gsk/core/i18n';
import { array, number, object, string, ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { formatValidationMessage } from '../support/validation-text';
import { messagesOf } from './validate';

describe('languages', () => {
  it('are bm (default) and eng', () => {
    expect(languages).toEqual(['bm', 'eng']);
    expect(defaultLanguage).toBe('bm');
    expect(isLanguage('bm')).toBe(true);
    expect(isLanguage('eng')).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(htmlLang('bm')).toBe('ms');
    expect(htmlLang('eng')).toBe('en');
  });
});

/** Schemas built here, after core installed its yup locale, with no message of their own. */
const generic = object({
  name: string().required(),
  email: string().email(),
  website: string().url(),
  code: string().min(3).max(5),
  count: number().min(2).max(9),
  weight: number().positive(),
  people: number().integer(),
  tags: array(string()).min(1).max(2),
});

/** [field, bad value, English, Malay] — the generic defaults of spec section 5. */
const genericMessages: [string, unknown, string, string][] = [
  ['name', undefined, 'name is a required field', 'name ialah medan wajib'],
  ['email', 'nope', 'email must be a valid email', 'email mesti emel yang sah'],
  ['website', 'not a url', 'website must be a valid URL', 'website mesti URL yang sah'],
  ['code', 'ab', 'code must be at least 3 characters', 'code mesti sekurang-kurangnya 3 aksara'],
  ['code', 'abcdef', 'code must be at most 5 characters', 'code mesti paling banyak 5 aksara'],
  [
    'count',
    1,
    'count must be greater than or equal to 2',
    'count mesti lebih besar daripada atau sama dengan 2',
  ],
  [
    'count',
    10,
    'count must be less than or equal to 9',
    'count mesti kurang daripada atau sama dengan 9',
  ],
  ['weight', -1, 'weight must be a positive number', 'weight mesti nombor positif'],
  ['people', 1.5, 'people must be an integer', 'people mesti integer'],
  [
    'tags',
    [],
    'tags field must have at least 1 items',
    'tags mesti mempunyai sekurang-kurangnya 1 item',
  ],
  [
    'tags',
    ['a', 'b', 'c'],
    'tags field must have less than or equal to 2 items',
    'tags mesti mempunyai tidak lebih daripada 2 item',
  ],
];

describe('generic yup defaults (spec section 5)', () => {
  it.each(genericMessages)('%s = %j', (field, bad, eng, bm) => {
    const message = messagesOf(generic, { name: 'x', [field]: bad })[field];
    expect(message).toBeDefined();
    expect(message).not.toContain(' ');
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(eng);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(bm);
  });

  it('uses a label in place of the path when the schema has one', () => {
    const message = messagesOf(object({ full: string().label('Full name').required() }), {}).full;
    expect(formatValidationMessage(message ?? '', 'eng')).toBe('Full name is a required field');
  });

  it('never carries the validated value', () => {
    const secret = 'a-very-private-value-that-is-far-too-long';
    const message = messagesOf(generic, { name: 'x', code: secret }).code ?? '';
    expect(message).not.toContain(secret);
  });
});

describe('message encoding', () => {
  it('is the bare key without parameters', () => {
    expect(validationMessage('donation.name.required')).toBe('donation.name.required');
    expect(parseValidationMessage('donation.name.required')).toEqual({
      key: 'donation.name.required',
      params: {},
    });
  });

  it('appends URL-encoded parameters after ?', () => {
    const message = validationMessage('string.max', { path: 'a&b=c?d e', max: 5 });
    expect(message).toBe('string.max?path=a%26b%3Dc%3Fd%20e&max=5');
    expect(parseValidationMessage(message)).toEqual({
      key: 'string.max',
      params: { path: 'a&b=c?d e', max: '5' },
    });
    expect(formatValidationMessage(message, 'eng')).toBe('a&b=c?d e must be at most 5 characters');
  });

  it('returns unknown messages unchanged and leaves missing parameters visible', () => {
    expect(formatValidationMessage('Something else went wrong', 'bm')).toBe(
      'Something else went wrong',
    );
    expect(formatValidationMessage('nope.key?x=1', 'eng')).toBe('nope.key?x=1');
    expect(formatValidationMessage('string.max?path=notes', 'eng')).toBe(
      'notes must be at most {{max}} characters',
    );
    expect(formatValidationMessage('string.max?path=x&max=%E0%A4%A', 'eng')).toBe(
      'x must be at most %E0%A4%A characters',
    );
  });
});

describe('catalogues', () => {
  const validationCatalogues = { bm: validationBm, eng: validationEng };
  const keys = Object.keys(validationCatalogues.eng) as ValidationKey[];

  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(validationCatalogues.bm).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(validationCatalogues.bm[key]), key).toEqual(
        placeholders(validationCatalogues.eng[key]),
      );
      expect(validationCatalogues.bm[key].length, key).toBeGreaterThan(0);
    }
    expect(isValidationKey('cv.size')).toBe(true);
    expect(isValidationKey('toString')).toBe(false);
    expect(validationPlaceholders('string.max')).toEqual(['path', 'max']);
  });

  it("names in yup's locale every placeholder of its messages' texts, in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const [key, names] of Object.entries(yupMessagePlaceholders)) {
      const validationKey = key as keyof typeof yupMessagePlaceholders;
      expect(names, key).toEqual(placeholders(validationCatalogues.eng[validationKey]));
      expect([...names].sort(), key).toEqual(
        placeholders(validationCatalogues.bm[validationKey]).sort(),
      );
    }
  });
});

describe('fieldMessages', () => {
  it('keeps the first message of each path', () => {
    const schema = object({ a: string().required().min(3), b: string().email() });
    const error = (() => {
      try {
        schema.validateSync({ a: '', b: 'x' }, { abortEarly: false });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(fieldMessages(error as ValidationError)).toEqual({
      a: 'mixed.required?path=a',
      b: 'string.email?path=b',
    });
  });

  it('lists an error without a path under the empty string', () => {
    expect(fieldMessages(new ValidationError('mixed.default?path=this'))).toEqual({
      '': 'mixed.default?path=this',
    });
  });
});
