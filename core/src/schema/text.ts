import { string } from 'yup';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';

/*
 * The rules of every text field of every form and request, in the browser and on the server
 * (docs/security.md, "Text fields"). A text field's value must be a JSON string, and holds no
 * character that cannot be shown: what a field accepts is what staff read, what an email header
 * or the gateway's URL carries, and what a CSV export writes.
 */

/** A lone UTF-16 surrogate: half a character, which no encoder (URL, JSON for SES, XML) can write. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Characters no text field holds: the C0 and C1 controls (`\p{Cc}`: U+0000–U+001F and
 * U+007F–U+009F), which cut or split an email header, a URL or a CSV cell and show as nothing;
 * the invisible bidirectional controls (embeddings and overrides U+202A–U+202E, isolates
 * U+2066–U+2069, the marks U+200E, U+200F and U+061C), which reorder the text around them so a
 * name in a staff email reads other than it was written (`cv`, U+202E, `fdp.exe` shows as
 * `cvexe.pdf`); and the line and paragraph separators U+2028 and U+2029, which some mail clients
 * and scripts break lines on.
 * The zero-width joiner and non-joiner (U+200D, U+200C) stay: emoji sequences and scripts such
 * as Jawi need them, and they move nothing.
 */
const unshowable = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The same, but for the line feed and tab a multi-line field keeps. */
const unshowableInLines =
  /(?![\t\n])[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The flag of `storedTextContext`. */
const storedTextFlag = 'storedText';

/** How a text field reads what it is sent. */
export interface TextOptions {
  /**
   * A field of paragraphs (notes, messages, comments, descriptions): line feeds and tabs allowed,
   * a line break written CRLF or CR (a form posted natively) read as LF. Otherwise one line.
   */
  multiline?: boolean;
  /** Whether white space around the text is dropped (the default); a password keeps it all. */
  trim?: boolean;
}

/**
 * A text field. Its value must be a JSON string: a number (`1e309` parses as Infinity), a boolean,
 * a list or an object is refused with 'string.type' instead of being written as text ("true",
 * "Infinity"), so yup's casting of other types to strings is undone here (only text reaches the
 * checks; `null` and absence are left to the field's own rules). The text is trimmed unless told
 * otherwise, must be well-formed Unicode ('string.wellFormed'), and must not hold a character that
 * cannot be shown ('string.control'; see `unshowable`). Multipart form fields are always strings.
 *
 * Text already stored is read back with `storedTextContext`, which skips the character rule: a
 * text admitted before it must stay readable. yup's own `.trim()` calls `value.trim()` on whatever
 * arrives and throws on a list: never use it on request input.
 */
export function text({ multiline = false, trim = true }: TextOptions = {}) {
  const refused = multiline ? unshowableInLines : unshowable;
  const read = (sent: string) => {
    const lines = multiline ? sent.replace(/\r\n?/g, '\n') : sent;
    return trim ? lines.trim() : lines;
  };
  return string()
    .typeError('string.type')
    .transform((_cast: unknown, sent: unknown) => (typeof sent === 'string' ? read(sent) : sent))
    .test(
      'well-formed',
      ({ path }: { path: string }) => validationMessage('string.wellFormed', { path }),
      (value) => value === undefined || value === null || !loneSurrogate.test(value),
    )
    .test(
      'shown',
      'string.control',
      (value, context) =>
        value === undefined ||
        value === null ||
        context.options.context?.[storedTextFlag] === true ||
        !refused.test(value),
    );
}

/**
 * The validation context for reading back what a text field admitted earlier (a stored
 * application, re-read for its email and the staff console): the type and shape are still
 * checked, but not the character rule, which is the door's alone.
 */
export const storedTextContext: Readonly<Record<string, unknown>> = { [storedTextFlag]: true };
