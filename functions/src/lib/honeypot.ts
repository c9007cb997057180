import { string } from 'yup';

/**
 * Name of the honeypot field of the application forms. The web renders it visually hidden,
 * aria-hidden, out of the tab order and without autocomplete, so people leave it empty while
 * form-filling bots fill it. The name is one no browser autofills ('website' or 'company' would be).
 * The web's forms use the same name (tests/web checks they agree).
 */
export const honeypotField = 'homepage';

/** The honeypot as a schema field: any string, kept by validation so the handler can read it. */
export const honeypotSchema = { [honeypotField]: string().default('') } as const;

/** Whether a validated body has its honeypot filled, i.e. comes from a bot. */
export function isBot(body: { readonly [honeypotField]?: string }): boolean {
  return (body[honeypotField] ?? '').trim() !== '';
}
