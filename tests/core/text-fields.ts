import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isSchema,
  object,
  ValidationError,
  type AnyObject,
  type ObjectSchema,
  type SchemaDescription,
  type SchemaFieldDescription,
  type SchemaObjectDescription,
} from 'yup';
import { describe, expect, it } from 'vitest';

/*
 * The rules of every text field (core/src/schema/text.ts), asserted over every string field of
 * every schema a table lists: tests/core/text-rules.test.ts for core's schemas,
 * tests/functions/text-fields.test.ts for the functions' own.
 */

/** Values of the other JSON types (with the Infinity `1e309` parses as, and NaN) a text field refuses. */
export const notText: unknown[] = [
  true,
  false,
  0,
  42,
  -1.5,
  Infinity,
  -Infinity,
  NaN,
  [],
  ['Ali'],
  {},
  { name: 'Ali' },
];

/** Text holding a character no text field takes, one of each kind. */
export const unshowable = [
  'A\u0000B',
  'A\u0007B',
  'A\u000BB',
  'A\u000CB',
  'A\u001BB',
  'A\u007FB',
  'A\u0085B',
  'A\u009FB',
  '\u202Eevil',
  'A\u202AB',
  'A\u202BB',
  'A\u202CB',
  'A\u202DB',
  'A\u2066B',
  'A\u2067B',
  'A\u2068B',
  'A\u2069B',
  'A\u200EB',
  'A\u200FB',
  'A\u061CB',
  'A\u2028B',
  'A\u2029B',
];

/** Line breaks and a tab inside text: a multi-line field's, refused in any other. */
export const breaks = ['A\nB', 'A\tB', 'A\r\nB', 'A\rB'];

/** A string field of a schema: its path, and whether it takes only listed values. */
export interface StringField {
  path: string;
  listed: boolean;
}

const isObjectDescription = (
  description: SchemaFieldDescription,
): description is SchemaObjectDescription => description.type === 'object';

/** Every string field of a schema's description (`describe()`), nested objects' included. */
export function stringFieldsOf(description: SchemaDescription, prefix = ''): StringField[] {
  if (!isObjectDescription(description)) return [];
  return Object.entries(description.fields).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    if (isObjectDescription(field)) return stringFieldsOf(field, `${path}.`);
    if (field.type !== 'string' || !('oneOf' in field)) return [];
    return [{ path, listed: field.oneOf.length > 0 }];
  });
}

/** An object holding `value` at a dotted `path`. */
const at = (path: string, value: unknown): Record<string, unknown> =>
  path.split('.').reduceRight<unknown>((inner, name) => ({ [name]: inner }), value) as Record<
    string,
    unknown
  >;

/** What an object holds at a dotted `path`. */
const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (inner, name) =>
        typeof inner === 'object' && inner !== null ? Reflect.get(inner, name) : undefined,
      value,
    );

/**
 * The first message a schema gives for `value` in the field at `path` (validated with the rest
 * of the object absent, as Formik and the API validate), or undefined when it is valid.
 */
export async function messageAt(
  schema: ObjectSchema<AnyObject>,
  path: string,
  value: unknown,
): Promise<string | undefined> {
  try {
    await schema.validateAt(path, at(path, value), { abortEarly: false });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
}

/** Every `.ts` file under a folder. */
export async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The yup schemas exported by the files among `files` whose source matches `pattern`, by export
 * name (a barrel's re-export is the same schema; two schemas of one name throw). A string field's
 * schema exported alone is wrapped as the field `value` of an object.
 */
export async function schemasExportedBy(
  files: string[],
  pattern: RegExp,
): Promise<Map<string, ObjectSchema<AnyObject>>> {
  const exported = new Map<string, unknown>();
  for (const file of files) {
    if (!pattern.test(await readFile(file, 'utf8'))) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isSchema(value)) continue;
      if (exported.has(name) && exported.get(name) !== value)
        throw new Error(`two schemas are exported as ${name} (${file})`);
      exported.set(name, value);
    }
  }
  const found = new Map<string, ObjectSchema<AnyObject>>();
  for (const [name, value] of exported) {
    const schema = value as ObjectSchema<AnyObject>;
    found.set(name, schema.type === 'object' ? schema : object({ value: schema }));
  }
  return found;
}

/** A schema and its multi-line text fields (notes, messages, descriptions). */
export type TextTable = Record<string, { schema: ObjectSchema<AnyObject>; multiline: string[] }>;

/**
 * Asserts the text rules on every string field of every schema of `table`: a value of another
 * JSON type is 'string.type'; an unshowable character is refused ('string.control' unless the
 * field takes only listed values, which refuse it first); line breaks and tabs only in the listed
 * multi-line fields, whose CRLF and CR read as LF.
 */
export function describeTextRules(table: TextTable): void {
  describe.each(Object.entries(table))('%s', (_, { schema, multiline }) => {
    const fields = stringFieldsOf(schema.describe());

    it('has the multi-line fields the table lists', () => {
      const paths = fields.map(({ path }) => path);
      for (const path of multiline) expect(paths).toContain(path);
    });

    if (fields.length === 0) return;

    it.each(fields)('$path refuses a value that is no text', async ({ path }) => {
      for (const value of notText)
        expect(await messageAt(schema, path, value), JSON.stringify(value)).toBe('string.type');
    });

    it.each(fields)('$path refuses a character that cannot be shown', async ({ path, listed }) => {
      for (const value of unshowable) {
        const message = await messageAt(schema, path, value);
        expect(message, JSON.stringify(value)).toBeDefined();
        if (!listed) expect(message, JSON.stringify(value)).toBe('string.control');
      }
    });

    it.each(fields)('$path takes line breaks and tabs only if it is multi-line', async (field) => {
      const lines = multiline.includes(field.path);
      for (const value of breaks) {
        const message = await messageAt(schema, field.path, value);
        if (lines) expect(message, JSON.stringify(value)).not.toBe('string.control');
        else if (field.listed) expect(message, JSON.stringify(value)).toBeDefined();
        else expect(message, JSON.stringify(value)).toBe('string.control');
      }
      if (lines) {
        const cast: unknown = schema.cast(at(field.path, 'A\r\nB\rC'), { assert: false });
        expect(valueAt(cast, field.path)).toBe('A\nB\nC');
      }
    });
  });
}
