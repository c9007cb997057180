import type { StaffLabels } from './labels';

/** The staff records' words in Malay (labels.ts). */
export const staffLabelsBm: StaffLabels = {
  paymentStatuses: {
    initiated: 'Dimulakan',
    pending: 'Belum selesai',
    success: 'Berjaya',
    failed: 'Gagal',
    cancelled: 'Dibatalkan',
    expired: 'Tamat tempoh',
    reversed: 'Dibalikkan',
    refunded: 'Dipulangkan',
  },
  applicationStatuses: {
    new: 'Baharu',
    contacted: 'Telah dihubungi',
    accepted: 'Diterima',
    declined: 'Ditolak',
  },
  forms: {
    partner: 'Rakan kongsi',
    expert: 'Pakar',
  },
};
