import type { StaffLabels } from './labels';

/** The staff records' words in English (labels.ts). */
export const staffLabelsEng: StaffLabels = {
  paymentStatuses: {
    initiated: 'Started',
    pending: 'Pending',
    success: 'Successful',
    failed: 'Failed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    reversed: 'Reversed',
    refunded: 'Refunded',
  },
  applicationStatuses: {
    new: 'New',
    contacted: 'Contacted',
    accepted: 'Accepted',
    declined: 'Declined',
  },
  forms: {
    partner: 'Partner',
    expert: 'Expert',
  },
};
