import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeTextRules, schemasExportedBy, sourceFiles } from '../core/text-fields';

/**
 * Every schema the functions export themselves (core's are tests/core/text-rules.test.ts's), with
 * its multi-line text fields. A new schema fails the first test until it is listed here.
 */
const multilineFields: Record<string, string[]> = {
  contactRequestSchema: ['message'],
  partnerRequestSchema: ['additionalComments'],
  expertRequestSchema: [],
  storedPartnerFieldsSchema: ['additionalComments'],
  storedExpertFieldsSchema: [],
  uploadRequestSchema: [],
  otpResendSchema: [],
  otpVerifySchema: [],
  passwordResetCompleteSchema: [],
  paymentFilterSchema: [],
  privacyRequestBodySchema: ['details'],
};

/**
 * Schemas whose strings are not text fields. The gateway's answer is kept exactly as received
 * (its hashes cover the raw values) and an authentic result is never refused for what its
 * messages hold; it arrives as a form, so every value is a string anyway.
 */
const notTextFields = [
  'gatewayResponseSchema',
  // Only lets either form of a shifts request through; core's shiftSchema or shiftWeekSchema
  // then checks it (functions/src/volunteers/shifts.ts), and those are held to the rules.
  'shiftsBodySchema',
];

const functionsSource = fileURLToPath(new URL('../../functions/src', import.meta.url));
const exported = await schemasExportedBy(
  await sourceFiles(functionsSource),
  /export const \w*Schema\b/,
);

describe("the functions' own schemas", () => {
  it('are all listed with their multi-line fields, or as holding no text fields', () => {
    expect([...exported.keys()].sort()).toEqual(
      [...Object.keys(multilineFields), ...notTextFields].sort(),
    );
  });
});

describeTextRules(
  Object.fromEntries(
    [...exported]
      .filter(([name]) => !notTextFields.includes(name))
      .map(([name, schema]) => [name, { schema, multiline: multilineFields[name] ?? [] }]),
  ),
);
