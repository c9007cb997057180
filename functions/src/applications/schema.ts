import { expertApplicationSchema, partnerApplicationSchema } from '@gsk/core/application';
import type { InferType } from 'yup';
import { honeypotSchema } from '../lib/honeypot';

/** `POST /api/partnerForm`: core's partner application plus the honeypot field. */
export const partnerRequestSchema = partnerApplicationSchema.shape(honeypotSchema);

/** `POST /api/expertForm`: core's expert application plus the honeypot field. */
export const expertRequestSchema = expertApplicationSchema.shape(honeypotSchema);

/** A validated partner form request. */
export type PartnerRequest = InferType<typeof partnerRequestSchema>;

/** A validated expert form request. */
export type ExpertRequest = InferType<typeof expertRequestSchema>;

/**
 * The fields of a stored partner application: everything validated but the upload's key and
 * token, and the language (kept beside the fields, store.ts).
 */
export const storedPartnerFieldsSchema = partnerApplicationSchema.omit([
  'cvKey',
  'cvToken',
  'language',
]);

/**
 * The fields of a stored expert application: everything validated but the upload's key and
 * token, and the language (kept beside the fields, store.ts).
 */
export const storedExpertFieldsSchema = expertApplicationSchema.omit([
  'cvKey',
  'cvToken',
  'language',
]);
