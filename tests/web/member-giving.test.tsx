import type { OwnDonations, OwnFundraiser } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { member } from './member-fixtures';
import { json, mockApi, type ApiCall } from './payment-api-mock';

/** Three donations, newest first: through a supporter's page, a pending one, an enterprise's. */
const donations: OwnDonations = {
  donations: [
    {
      paymentId: 'GSK-3',
      amount: 150,
      status: 'success',
      createdAt: '2026-12-31T16:20:00.000Z',
      paidAt: '2026-12-31T16:30:00.000Z',
      campaign: { id: 'dapur-kesum', title: { bm: 'Dapur Kesum', eng: 'Kesum’s Kitchen' } },
      fundraiser: { code: 'LARI42', title: 'Larian untuk Kesum' },
      enterprise: 'kesum',
      receipt: true,
    },
    {
      paymentId: 'GSK-2',
      amount: 50,
      status: 'pending',
      createdAt: '2026-06-10T02:00:00.000Z',
      receipt: false,
    },
    {
      paymentId: 'GSK-1',
      amount: 1200,
      status: 'reversed',
      createdAt: '2026-03-01T02:00:00.000Z',
      paidAt: '2026-03-01T02:05:00.000Z',
      enterprise: 'solar',
      receipt: false,
    },
  ],
  statementYears: [2027, 2026],
};

const page = (overrides: Partial<OwnFundraiser>): OwnFundraiser => ({
  code: 'LARI42',
  campaignId: 'dapur-kesum',
  campaignTitle: { bm: 'Dapur Kesum', eng: 'Kesum’s Kitchen' },
  title: 'Larian untuk Kesum',
  story: 'Saya berlari 10 km untuk dapur Kesum.',
  supporterName: 'Siti',
  goal: 2000,
  raised: { amount: 1250, contributors: 17 },
  language: 'bm',
  status: 'approved',
  createdAt: '2026-11-01T02:00:00.000Z',
  ...overrides,
});

const fundraisers: OwnFundraiser[] = [
  page({}),
  page({
    code: 'BASIK7',
    title: 'Berbasikal untuk Suria',
    campaignId: 'suria-atap',
    campaignTitle: { bm: 'Suria di Atap', eng: 'Sun on the Roof' },
    status: 'pending',
    raised: { amount: 0, contributors: 0 },
  }),
  page({
    code: 'TOLAK1',
    title: 'Jualan kuih',
    status: 'refused',
    refusalReason: 'Cerita menyebut nombor akaun bank peribadi.',
    raised: { amount: 0, contributors: 0 },
  }),
];

const copy = {
  bm: {
    donations: 'Sumbangan saya',
    note: 'Sumbangan yang anda buat semasa log masuk, atau dengan nombor telefon bimbit anda yang disahkan, dipaparkan di sini.',
    first: ['RM150', '1 Januari 2027', 'Halaman kutipan: Larian untuk Kesum', 'Berjaya'],
    pending: 'Menunggu pengesahan',
    reversed: 'Dibalikkan',
    receipt: 'Resit (PDF) sumbangan RM150 pada 1 Januari 2027',
    statements: ['Penyata bagi 2027 (PDF)', 'Penyata bagi 2026 (PDF)'],
    fundraisers: 'Halaman kutipan saya',
    live: 'Aktif',
    pendingReview: 'Menunggu semakan',
    refused: 'Ditolak',
    reason: 'Sebab: Cerita menyebut nombor akaun bank peribadi.',
    raised: 'RM1,250 daripada RM2,000 (17 penyumbang)',
    noDonations: 'Belum ada sumbangan di sini.',
    give: 'Buat sumbangan',
    noPages:
      'Anda belum memulakan halaman kutipan. Pilih kempen yang sedang berjalan untuk memulakannya.',
    browse: 'Lihat kempen',
    donationsError: 'Sumbangan anda tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    pagesError: 'Halaman kutipan anda tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
  },
  eng: {
    donations: 'My donations',
    note: 'Donations you made while signed in, or with your verified mobile number, appear here.',
    first: ['RM150', '1 January 2027', 'Fundraising page: Larian untuk Kesum', 'Successful'],
    pending: 'Awaiting confirmation',
    reversed: 'Reversed',
    receipt: 'Receipt (PDF) for the RM150 donation of 1 January 2027',
    statements: ['Statement for 2027 (PDF)', 'Statement for 2026 (PDF)'],
    fundraisers: 'My fundraising pages',
    live: 'Live',
    pendingReview: 'Pending review',
    refused: 'Refused',
    reason: 'Reason: Cerita menyebut nombor akaun bank peribadi.',
    raised: 'RM1,250 of RM2,000 (17 contributors)',
    noDonations: 'No donations here yet.',
    give: 'Make a donation',
    noPages: 'You have not started a fundraising page yet. Choose a running campaign to start one.',
    browse: 'See the campaigns',
    donationsError: 'Your donations could not be loaded. Check your connection and try again.',
    pagesError: 'Your fundraising pages could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

const prefix = (language: Language) => (language === 'bm' ? '' : '/en');

/** The signed-in member's profile, with their own donations and pages answered as given. */
const profileApi = (
  own: Partial<Record<'donations' | 'fundraisers', (call: ApiCall) => Response>>,
) =>
  mockApi({
    'GET /api/account/me': () => json(member),
    'GET /api/account/commitments': () => json({ commitments: [] }),
    'GET /api/volunteer': () => json({ volunteer: null }),
    'GET /api/account/donations': own.donations ?? (() => json(donations)),
    'GET /api/account/fundraisers': own.fundraisers ?? (() => json({ fundraisers })),
  });

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

beforeEach(() => {
  localStorage.setItem('signed-in', '1');
  resetSession();
});
afterEach(() => {
  localStorage.removeItem('signed-in');
});

describe.each(['bm', 'eng'] as const)('the profile’s giving sections in %s', (language) => {
  const text = copy[language];

  it('lists the member’s donations with status in words, receipts and yearly statements', async () => {
    const api = profileApi({});
    renderApp('/profile', { language });
    const mine = await section(text.donations);
    expect(within(mine).getByText(text.note)).toBeVisible();
    const items = await within(mine).findAllByRole('listitem');
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    for (const part of text.first) expect(first).toHaveTextContent(part);
    expect(within(first).getByRole('link', { name: text.first[2] })).toHaveAttribute(
      'href',
      `${prefix(language)}/fundraise/LARI42`,
    );
    expect(within(first).getByRole('link', { name: text.receipt })).toHaveAttribute(
      'href',
      '/api/account/donations/GSK-3/receipt',
    );
    // A donation that did not succeed (or was taken back) has no receipt.
    expect(second).toHaveTextContent(text.pending);
    expect(second).toHaveTextContent('Gerakan Sektor Ketiga');
    expect(within(second).queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(third).toHaveTextContent(text.reversed);
    expect(third).toHaveTextContent('RM1,200');
    expect(within(third).getByRole('link', { name: 'Suria' })).toHaveAttribute(
      'href',
      `${prefix(language)}/solar`,
    );
    expect(within(third).queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(
      text.statements.map((name) => within(mine).getByRole('link', { name }).getAttribute('href')),
    ).toEqual(['/api/account/statements/2027', '/api/account/statements/2026']);
    // Asked with the session, past the browser's cache.
    expect(api.calls.find((call) => call.path === '/api/account/donations')?.cache).toBe(
      'no-store',
    );
    await section(text.fundraisers);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('lists the member’s pages: live with its link and figures, pending review, refused with the reason', async () => {
    profileApi({});
    renderApp('/profile', { language });
    const pages = await section(text.fundraisers);
    const [live, pending, refused] = (await within(pages).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(live).getByRole('link', { name: 'Larian untuk Kesum' })).toHaveAttribute(
      'href',
      `${prefix(language)}/fundraise/LARI42`,
    );
    expect(live).toHaveTextContent(text.live);
    expect(live).toHaveTextContent(text.raised);
    expect(
      within(live).getByRole('link', {
        name: `${window.location.origin}${prefix(language)}/fundraise/LARI42`,
      }),
    ).toBeVisible();
    expect(
      within(live).getByRole('link', { name: fundraisers[0]!.campaignTitle[language] }),
    ).toHaveAttribute('href', `${prefix(language)}/crowdfund/dapur-kesum`);
    // Not public yet, or refused: no link to the page itself.
    expect(pending).toHaveTextContent(text.pendingReview);
    expect(within(pending).queryByRole('link', { name: 'Berbasikal untuk Suria' })).toBeNull();
    expect(refused).toHaveTextContent(text.refused);
    expect(refused).toHaveTextContent(text.reason);
    expect(within(refused).queryByRole('link', { name: /fundraise/ })).toBeNull();
    await section(text.donations);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('says when there is nothing yet, pointing to the donation form and the campaigns', async () => {
    profileApi({
      donations: () => json({ donations: [], statementYears: [] }),
      fundraisers: () => json({ fundraisers: [] }),
    });
    renderApp('/profile', { language });
    const mine = await section(text.donations);
    expect(await within(mine).findByText(text.noDonations, { exact: false })).toBeVisible();
    expect(within(mine).getByRole('link', { name: text.give })).toHaveAttribute(
      'href',
      `${prefix(language)}/contribute`,
    );
    expect(within(mine).queryByRole('link', { name: /PDF/ })).toBeNull();
    const pages = await section(text.fundraisers);
    expect(await within(pages).findByText(text.noPages, { exact: false })).toBeVisible();
    expect(within(pages).getByRole('link', { name: text.browse })).toHaveAttribute(
      'href',
      `${prefix(language)}/crowdfund`,
    );
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('tells each section’s failure and loads it again on retry', async () => {
    let failing = true;
    const api = profileApi({
      donations: () => (failing ? json({ error: { code: 'internal' } }, 500) : json(donations)),
      fundraisers: () =>
        failing ? json({ error: { code: 'internal' } }, 500) : json({ fundraisers }),
    });
    const user = userEvent.setup();
    renderApp('/profile', { language });
    const mine = await section(text.donations);
    const pages = await section(text.fundraisers);
    const donationsAlert = await within(mine).findByRole('alert');
    expect(donationsAlert).toHaveTextContent(text.donationsError);
    const pagesAlert = await within(pages).findByRole('alert');
    expect(pagesAlert).toHaveTextContent(text.pagesError);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    const asked = () => api.calls.filter((call) => call.path === '/api/account/donations').length;
    const failed = asked();
    failing = false;
    await user.click(within(donationsAlert).getByRole('button', { name: text.retry }));
    expect(await within(mine).findByRole('link', { name: text.receipt })).toBeVisible();
    await user.click(within(pagesAlert).getByRole('button', { name: text.retry }));
    expect(await within(pages).findByText(text.reason)).toBeVisible();
    expect(within(mine).queryByRole('alert')).toBeNull();
    expect(asked()).toBe(failed + 1);
  });
});
