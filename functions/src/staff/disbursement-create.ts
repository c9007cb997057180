import { disbursementSchema } from '@gsk/core/crowdfunding';
import {
  campaignsOf,
  disbursementTarget,
  receiptTypeOf,
  recordDisbursement,
  staffDisbursement,
} from '../crowdfunding/disbursements';
import { ownFields } from '../lib/http-handler';
import { parseMultipartForm } from '../lib/multipart';
import { created } from '../lib/responses';
import { recordDisbursementWrite } from './crowdfunding-audit';
import { staffHandler } from './staff-handler';

/** A form is flat: the description's languages come as two fields. */
const descriptionFields = ['description.bm', 'description.eng'];

/**
 * `POST /api/staff/disbursements` (staff only): a multipart form of core's disbursementSchema's
 * fields (the description as `description.bm` and `description.eng`) and an optional `receipt`
 * file (PDF, JPEG or PNG by its first bytes, at most DISBURSEMENT_RECEIPT_MAX_BYTES: 400
 * `receipt_invalid`). 400 `validation` for a bad field, a day paid after today (Malaysia), no such
 * campaign, or another enterprise than the campaign's; 409
 * `balance_insufficient` with the shortfall (`overdraw`) when a balance would go below zero and
 * `confirmOverdraw` is not set; nothing written on any refusal. Recorded in the audit trail (with
 * `overdrawn`); answers 201 with the StaffDisbursement.
 */
export const handler = staffHandler({ format: 'none' }, async ({ event, session }) => {
  const form = parseMultipartForm(
    event,
    [...Object.keys(disbursementSchema.fields), ...descriptionFields],
    ['receipt'],
  );
  const { 'description.bm': bm, 'description.eng': eng, ...fields } = form.fields;
  const values = await disbursementSchema.validate(
    ownFields({ ...fields, description: { bm, eng } }, disbursementSchema),
    { abortEarly: false, stripUnknown: true },
  );
  const file = form.files.receipt;
  const receipt = file && { file, type: receiptTypeOf(file) };
  const target = await disbursementTarget(values);
  const disbursement = await recordDisbursement(values, target, session.memberId, receipt);
  await recordDisbursementWrite(session, disbursement);
  return created(staffDisbursement(disbursement, await campaignsOf([disbursement])));
});
