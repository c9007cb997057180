import type {
  MemberProfile,
  OtpChallenge,
  StaffDashboard,
  StaffPaymentDetail,
  StaffPaymentRow,
  StaffSession,
} from '@gsk/core/api';
import axe from 'axe-core';
import { expect } from 'vitest';
import { json } from './payment-api-mock';

/** The console's API answers the staff tests share. */
export const staffSession: StaffSession = {
  memberId: 'staff-1',
  name: 'Nur Aisyah binti Kamal',
  expiresAt: '2026-11-24T10:00:00.000Z',
};

export const staffProfile: MemberProfile = {
  id: 'staff-1',
  name: 'Nur Aisyah binti Kamal',
  maskedMobile: '•••••••0000',
  state: '14',
  parliament: 'P.117',
  dun: '',
  language: 'bm',
  email: '',
  role: 'staff',
  registrations: [],
};

export const challenge = (resendAfterSeconds = 60): OtpChallenge => ({
  challengeId: `staff-challenge-${resendAfterSeconds}`,
  resendAfterSeconds,
  expiresInSeconds: 300,
});

export const apiError = (status: number, code: string, fields?: Record<string, string>) =>
  json({ error: { code, ...(fields ? { fields } : {}) } }, status);

export const payment = (id: string, overrides: Partial<StaffPaymentRow> = {}): StaffPaymentRow => ({
  paymentId: id,
  createdAt: '2026-11-20T16:30:00.000Z',
  status: 'success',
  amount: 1234.5,
  currency: 'MYR',
  name: 'Tan Mei Ling',
  email: 'mei.ling@example.com',
  phone: '0123456789',
  enterprise: 'kesum',
  paidAt: '2026-11-20T16:31:00.000Z',
  ...overrides,
});

export const dashboard: StaffDashboard = {
  raised: {
    today: { amount: 150, contributors: 3 },
    month: { amount: 12_500.5, contributors: 48 },
    overall: { amount: 1_234_567, contributors: 2_041 },
  },
  attention: {
    open: { count: 4, more: false },
    review: { count: 1, more: false },
    emails: { count: 50, more: true },
    oldest: [
      payment('GSK-OLD-1', { status: 'pending', attention: 'open', paidAt: undefined }),
      payment('GSK-OLD-2', { status: 'success', attention: 'emails' }),
    ],
  },
  applications: { new: { count: 7, more: false } },
  messages: { unhandled: { count: 2, more: false } },
  shop: {
    today: { amountSen: 7_980, orders: 2 },
    month: { amountSen: 154_320, orders: 31 },
    toFulfil: 3,
    lowStock: 2,
  },
  privacy: { open: 3, overdue: 1, dueSoon: 1 },
};

export const paymentDetail = (status = 'pending'): StaffPaymentDetail => ({
  payment: {
    ...payment('GSK-77', { status, attention: status === 'pending' ? 'open' : undefined }),
    paidAt: status === 'success' ? '2026-11-21T02:05:00.000Z' : undefined,
    notes: 'Untuk dapur komuniti',
    language: 'bm',
    receiptStatus: status === 'success' ? 'sent' : undefined,
    // Given through a supporter's page of a campaign, named on the wall (docs/crowdfunding.md).
    campaign: 'larian-kesum',
    fundraiser: 'race42',
    donorWall: true,
  },
  history: [
    { at: '2026-11-20T16:30:00.000Z', kind: 'created', details: { amount: 1234.5 } },
    {
      at: '2026-11-20T16:45:00.000Z',
      kind: 'gateway_result',
      details: { TxnStatus: '2', TxnMessage: 'Pending' },
    },
  ],
});

/** axe-core's violations in the rendered document (jsdom has no layout: contrast is the e2e's). */
export async function expectAxeClean(container: Element = document.body) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
