import { honeypotField } from '@gsk/core/api';
import { text } from '@gsk/core/schema';

export { honeypotField };

/**
 * The honeypot as a schema field: any text (by the rules of every text field), kept by validation
 * so the handler can read it.
 */
export const honeypotSchema = { [honeypotField]: text().default('') } as const;

/** Whether a validated body has its honeypot filled, i.e. comes from a bot. */
export function isBot(body: { readonly [honeypotField]?: string }): boolean {
  return (body[honeypotField] ?? '').trim() !== '';
}
