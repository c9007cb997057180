import { config } from '../lib/config';
import { httpHandler } from '../lib/http-handler';
import { pdf } from '../lib/responses';
import { ownReceipt } from './donor-record';
import { ownMember } from './own-member';
import { renderPdf } from './receipt-pdf';
import { receiptText } from './receipt-text';

/**
 * `GET /api/account/donations/{id}/receipt[?lang=bm|eng]` (signed in): the PDF receipt of one of
 * the member's successful donations (receipt-text.ts says what it states, the tax deduction
 * included); 404 `donation_not_found` for anything else, someone else's donation too; 401 without
 * a session.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const { member, language } = await ownMember(event);
  const donation = await ownReceipt(member.mobile, event.pathParameters?.id ?? '');
  const bytes = await renderPdf(
    receiptText(donation, language, config.taxDeductionReference),
    language,
  );
  const name = language === 'bm' ? 'resit' : 'receipt';
  return pdf(bytes, `${name}-${donation.paymentId}.pdf`);
});
