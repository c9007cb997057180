import { notFound } from '../lib/errors';
import { config } from '../lib/config';
import { httpHandler } from '../lib/http-handler';
import { pdf } from '../lib/responses';
import { ownYear } from './donor-record';
import { ownMember } from './own-member';
import { renderPdf } from './receipt-pdf';
import { statementText } from './receipt-text';

/**
 * `GET /api/account/statements/{year}[?lang=bm|eng]` (signed in): the PDF statement of the
 * member's successful donations of that Malaysian calendar year and their total; 404
 * `donation_not_found` for a year without one (or not a year); 401 without a session.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const { member, language } = await ownMember(event);
  const year = event.pathParameters?.year ?? '';
  if (!/^\d{4}$/.test(year)) throw notFound('donation_not_found');
  const donations = await ownYear(member.mobile, Number(year));
  const bytes = await renderPdf(
    statementText(Number(year), member.name, donations, language, config.taxDeductionReference),
    language,
  );
  const name = language === 'bm' ? 'penyata-sumbangan' : 'donation-statement';
  return pdf(bytes, `${name}-${year}.pdf`);
});
