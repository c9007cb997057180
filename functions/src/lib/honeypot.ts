import { honeypotField } from '@gsk/core/api';
import { string } from 'yup';

export { honeypotField };

/** The honeypot as a schema field: any string, kept by validation so the handler can read it. */
export const honeypotSchema = { [honeypotField]: string().default('') } as const;

/** Whether a validated body has its honeypot filled, i.e. comes from a bot. */
export function isBot(body: { readonly [honeypotField]?: string }): boolean {
  return (body[honeypotField] ?? '').trim() !== '';
}
