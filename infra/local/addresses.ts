/**
 * The email addresses of the local stack (`npm start`, `npm run reconcile`), overridable by the
 * same variables as in AWS. Nothing leaves the machine: every message lands in the SES outbox.
 */
export const localAddresses = {
  /** ADMIN_EMAILS: the staff who receive applications, notices and contact messages. */
  admin: 'admin@sektorketiga.local',
  /** CONTACT_EMAIL: the Reply-To of receipts and acknowledgements. */
  contact: 'hubungi@sektorketiga.local',
  /** EMAIL_SENDER: the From of every email. */
  sender: 'Gerakan Sektor Ketiga <noreply@sektorketiga.local>',
} as const;
