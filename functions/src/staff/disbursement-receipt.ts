import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { CV_LINK_SECONDS } from '@gsk/core/api';
import { getDisbursement } from '../crowdfunding/disbursements';
import { s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { notFound } from '../lib/errors';
import { seeOther } from '../lib/responses';
import { recordReceiptOpened } from './crowdfunding-audit';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/disbursements/{id}/receipt` (staff only): records the opening in the audit trail
 * (`disbursement.receipt_opened`), then redirects to the receipt through a link signed now for
 * CV_LINK_SECONDS (as a CV is opened) that downloads it under its own name; 404
 * `disbursement_not_found` for no such disbursement or one without a receipt.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const disbursement = await getDisbursement(event.pathParameters?.id ?? '');
  if (!disbursement?.receiptKey) throw notFound('disbursement_not_found');
  await recordReceiptOpened(session, disbursement);
  const name = disbursement.receiptName ?? `receipt.${disbursement.receiptType ?? 'pdf'}`;
  return seeOther(
    await getSignedUrl(
      s3Client(),
      new GetObjectCommand({
        Bucket: config.applicationsBucket,
        Key: disbursement.receiptKey,
        ResponseContentDisposition: `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"`,
      }),
      { expiresIn: CV_LINK_SECONDS },
    ),
  );
});
