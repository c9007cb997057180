import { fieldMessages } from '@gsk/core/i18n';
import { ValidationError, type Schema } from 'yup';

/**
 * Validates like Formik and the API do (all fields, non-strict) and returns the first message of
 * each failing field; an empty record when the value is valid.
 */
export function messagesOf(schema: Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return fieldMessages(error);
    throw error;
  }
}
