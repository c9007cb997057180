/**
 * Parses an `application/x-www-form-urlencoded` body or a query string (a leading '?' is
 * ignored) the way browsers and servers do: '+' is a space, percent escapes are decoded. When a
 * name repeats, the first value counts.
 */
export function parseForm(body: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body.startsWith('?') ? body.slice(1) : body)) {
    if (!fields.has(name)) fields.set(name, value);
  }
  return Object.fromEntries(fields);
}

/** Parses the body the gateway answers a QUERY with, trailing whitespace trimmed first. */
export function parseQueryResponse(body: string): Record<string, string> {
  return parseForm(body.trimEnd());
}

/** What TxnExists of a QUERY answer says. */
export type QueryExistence = 'exists' | 'not-found' | 'failed' | 'unknown';

/**
 * Reads TxnExists of a QUERY answer: '0' the transaction exists, '1' not found, '2' the query
 * itself failed (try again); anything else is unknown.
 */
export function queryExistence(
  fields: Readonly<Record<string, string | undefined>>,
): QueryExistence {
  switch (fields.TxnExists?.trim()) {
    case '0':
      return 'exists';
    case '1':
      return 'not-found';
    case '2':
      return 'failed';
    default:
      return 'unknown';
  }
}
