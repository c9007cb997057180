import { canonicalMobile } from '@gsk/core/account/mobile';
import { listingAll } from '../staff/listing';

/**
 * The rows of a staff list (the payments table's `listing` index) that carry a verified `mobile`,
 * however the form's visitor typed it: a member's export and the closing of their account find
 * their applications and messages through it. Every row of the list is read: no index knows a
 * message's or an application's number (see docs/privacy.md on this grant).
 */
export const listedWithNumber = (listKind: string, mobile: string) =>
  listingAll(
    {
      kind: listKind,
      filter: { expression: 'attribute_exists(phone)' },
      match: (row) => isNumber(mobile, row.phone),
    },
    Number.POSITIVE_INFINITY,
  );

/** Whether a number as a form received it is the verified `mobile`. */
const isNumber = (mobile: string, phone: unknown) =>
  typeof phone === 'string' && /\d/.test(phone) && canonicalMobile(phone) === mobile;
