import { crowdfundingSections } from './crowdfunding';
import { broadcastSections } from './broadcasts';
import { AuditTrail } from './components/audit-trail';
import { Dashboard } from './components/dashboard';
import { Donations } from './components/donations';
import { PaymentDetail } from './components/payment-detail';
import { peopleSections } from './people';
import { privacySections } from './privacy';
import { shopSections } from './shop';
import type { StaffSection } from './sections';
import { volunteerSections } from './volunteers';

// Every section's code, loaded once a staff session is confirmed (never with the sign-in).

/** The dashboard, the donations and the audit trail. */
export const moneySections: StaffSection[] = [
  { path: '', navKey: 'dashboard', Page: Dashboard },
  { path: 'donations', navKey: 'donations', Page: Donations },
  { path: 'donations/:paymentId', Page: PaymentDetail },
  { path: 'audit', navKey: 'audit', Page: AuditTrail },
];

/**
 * Every section of the console: the money side's, the people's (applications, messages,
 * programmes and events: `peopleSections` of ./people) and the volunteers' (volunteers,
 * coordinators, activities and the map: `volunteerSections` of ./volunteers) and crowdfunding's
 * (campaigns, supporters' pages, disbursements, a fundraising event's card: ./crowdfunding) and
 * the shop's (orders, products and stock, shipping fees: ./shop).
 */
export const staffSections: StaffSection[] = [
  ...moneySections,
  ...peopleSections,
  ...volunteerSections,
  // Crowdfunding (issue 30): campaigns, supporters' pages, disbursements, the give-here card.
  ...crowdfundingSections,
  // The shop (issue 31): orders, products and their stock, shipping fees.
  ...shopSections,
  // Requests about personal data (issue 32, part C4): the queue and one request.
  ...privacySections,
  // Broadcasts (issue 32, part W): the list, the composer, one broadcast.
  ...broadcastSections,
];
