// The console's browser is far from Malaysia: its days and times must still be Malaysia's.
process.env.TZ = 'America/Los_Angeles';

import type { StaffCampaign, StaffDisbursement, StaffEvent, StaffFundraiser } from '@gsk/core/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as QrCodes from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crowdfundingSections } from '../../web/src/features/staff/crowdfunding';
import { peopleSections } from '../../web/src/features/staff/people';
import { axeViolations, renderConsole } from '../support/render-staff';
import { apiError } from './staff-fixtures';
import { json, mockApi } from './payment-api-mock';

// The QR code library as it is, watched: which URLs each card's codes are made of.
const qr = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('qrcode', async (importOriginal) => {
  const real = await importOriginal<typeof QrCodes>();
  return {
    ...real,
    toString: (text: string, options: Parameters<typeof real.toString>[1]) => {
      qr.texts.push(text);
      return real.toString(text, options);
    },
  };
});

/*
 * The console's crowdfunding sections (issue 30): campaigns and their updates, supporters' pages
 * to approve or refuse, disbursements with the overdraw confirmation, a fundraising event's
 * goal and its "give here" card, in both languages, against the staff routes' answers
 * (core/src/api/crowdfunding.ts).
 */

const campaign = (overrides: Partial<StaffCampaign> = {}): StaffCampaign => ({
  id: 'larian-kesum',
  enterprise: 'kesum',
  title: { bm: 'Larian untuk Kesum', eng: 'A Run for Kesum' },
  story: { bm: 'Dapur baharu untuk Kesum.', eng: 'A new kitchen for Kesum.' },
  goal: 20_000,
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  phase: 'running',
  status: 'published',
  raised: { amount: 4_250, contributors: 37 },
  daysLeft: 12,
  createdAt: '2026-10-20T02:00:00.000Z',
  updatedAt: '2026-10-20T02:00:00.000Z',
  updates: [],
  pendingFundraisers: 2,
  spentSen: 120_050,
  balanceSen: 304_950,
  ...overrides,
});

const movementDraft = campaign({
  id: 'gerakan-2027',
  enterprise: undefined,
  title: { bm: 'Dana Gerakan 2027', eng: 'Movement Fund 2027' },
  phase: 'draft',
  status: 'draft',
  raised: { amount: 0, contributors: 0 },
  daysLeft: undefined,
  pendingFundraisers: 0,
  spentSen: 0,
  balanceSen: 0,
});

const page = (code: string, overrides: Partial<StaffFundraiser> = {}): StaffFundraiser => ({
  code,
  campaignId: 'larian-kesum',
  title: 'Larian 10 km Aminah',
  supporterName: 'Aminah',
  goal: 500,
  raised: { amount: 0, contributors: 0 },
  language: 'bm',
  story: 'Saya berlari 10 km untuk dapur Kesum.',
  status: 'pending',
  createdAt: '2026-11-20T03:00:00.000Z',
  campaignTitle: { bm: 'Larian untuk Kesum', eng: 'A Run for Kesum' },
  ownerName: 'Aminah binti Yusof',
  ownerMobile: '•••••••6789',
  ...overrides,
});

const disbursement = (overrides: Partial<StaffDisbursement> = {}): StaffDisbursement => ({
  id: 'dsb-1',
  paidOn: '2026-11-18',
  amountSen: 120_050,
  category: 'equipment',
  description: { bm: 'Dapur gas komersial', eng: 'Commercial gas stove' },
  enterprise: 'kesum',
  campaign: { id: 'larian-kesum', title: { bm: 'Larian untuk Kesum', eng: 'A Run for Kesum' } },
  recordedAt: '2026-11-19T02:00:00.000Z',
  recordedBy: 'Nur Aisyah binti Kamal',
  receiptName: 'invois-dapur.pdf',
  overdrawn: false,
  ...overrides,
});

const fundraisingEvent = (overrides: Partial<StaffEvent> = {}): StaffEvent => ({
  id: 'evt-gala',
  title: { bm: 'Malam Amal Kesum', eng: 'Kesum Charity Night' },
  description: { bm: 'Makan malam amal.', eng: 'A charity dinner.' },
  startsAt: '2026-12-12T11:00:00.000Z',
  endsAt: '2026-12-12T14:00:00.000Z',
  venue: { bm: 'Dewan Komuniti Kampung Baru', eng: 'Kampung Baru Community Hall' },
  online: false,
  capacity: 120,
  registeredCount: 40,
  status: 'published',
  featured: false,
  fundraisingGoal: 5_000,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const copy = {
  bm: {
    campaigns: 'Kempen',
    movement: 'Gerakan secara keseluruhan',
    running: 'Sedang berjalan',
    draft: 'Draf',
    raisedOf: 'RM4,250 daripada RM20,000',
    daysLeft: '12 hari lagi',
    create: 'Cipta kempen',
    id: /Alamat web kempen/,
    idHint:
      'Menjadi alamat halaman kempen, contohnya /crowdfund/bantu-kesum-2027: 3 hingga 40 huruf kecil, angka dan sempang. Alamat ini tidak boleh diubah selepas kempen dicipta.',
    titleBm: /Tajuk \(Bahasa Melayu\)/,
    titleEng: /Tajuk \(Bahasa Inggeris\)/,
    storyBm: /Kisah \(Bahasa Melayu\)/,
    storyEng: /Kisah \(Bahasa Inggeris\)/,
    goal: /Sasaran \(RM\)/,
    startsOn: /Hari pertama/,
    endsOn: /Hari terakhir/,
    fund: /Kutipan untuk/,
    idRequired: 'Alamat web diperlukan',
    goalMin: 'Sasaran mesti sekurang-kurangnya RM100',
    exists:
      'Sudah ada kempen dengan alamat web ini. Pilih alamat lain: alamat kempen tidak boleh dikongsi.',
    created: 'Kempen dicipta.',
    spent: 'RM1,200.50',
    balance: 'RM3,049.50',
    publicPage: 'Lihat halaman awam kempen',
    updateBm: /Berita \(Bahasa Melayu\)/,
    updateEng: /Berita \(Bahasa Inggeris\)/,
    post: 'Siarkan berita',
    posted: 'Berita terkini disiarkan.',
    fundraisers: 'Halaman Penyokong',
    waiting: '2 halaman menunggu keputusan.',
    approve: 'Luluskan',
    refuse: 'Tolak',
    refuseTitle: 'Tolak “Larian 10 km Aminah”?',
    reason: /Sebab penolakan/,
    confirmRefuse: 'Tolak halaman',
    reasonRequired: 'Nyatakan sebab halaman ditolak; ahli akan membacanya',
    refused: '“Larian 10 km Aminah” ditolak.',
    confirmApprove: 'Ya, luluskan',
    decided: 'Halaman ini sudah diputuskan oleh kakitangan lain. Senarai telah dimuat semula.',
    refusedTab: 'Ditolak',
    disbursements: 'Perbelanjaan',
    overdrawn: 'Melebihi baki',
    openReceipt: 'Buka resit invois-dapur.pdf',
    equipment: 'Peralatan',
    amount: /Jumlah \(RM\)/,
    paidOn: /Tarikh dibayar/,
    category: /Kategori/,
    descriptionBm: /Keterangan \(Bahasa Melayu\)/,
    descriptionEng: /Keterangan \(Bahasa Inggeris\)/,
    campaign: /Kempen \(pilihan\)/,
    receipt: /Fail resit/,
    receiptType: 'Fail resit mesti PDF, JPEG atau PNG',
    record: 'Rekod perbelanjaan',
    overdrawTitle: 'Baki tidak mencukupi',
    overdrawText:
      'Baki Kesum ialah RM3,049.50. Perbelanjaan RM5,000.00 ini akan menjadikannya -RM1,950.50, iaitu di bawah sifar.',
    overdrawAudit:
      'Jika anda teruskan, ia direkodkan sebagai melebihi baki dan dicatat dalam jejak audit atas nama anda.',
    confirmOverdraw: 'Rekod juga',
    recorded: 'Perbelanjaan RM5,000.00 direkodkan.',
    goalField: /Sasaran kutipan dana \(RM, 0 jika tiada\)/,
    giveCardLink: 'Cetak kad “Beri di sini”',
    cardHeading: 'Kad “Beri di sini”',
    cardLanguage: 'Bahasa kad',
    giveHere: 'Beri di sini',
    words: ['Sepuluh ringgit', 'Lima puluh ringgit', 'Seratus ringgit'],
    mainQr: 'Kod QR ke halaman sumbangan acara',
    cardGoal: 'Sasaran kutipan: RM5,000',
  },
  eng: {
    campaigns: 'Campaigns',
    movement: 'The movement as a whole',
    running: 'Running',
    draft: 'Draft',
    raisedOf: 'RM4,250 of RM20,000',
    daysLeft: '12 days left',
    create: 'Create campaign',
    id: /Campaign web address/,
    idHint:
      "It becomes the campaign page's address, for example /crowdfund/bantu-kesum-2027: 3 to 40 lower-case letters, digits and hyphens. It cannot be changed once the campaign is created.",
    titleBm: /Title \(Malay\)/,
    titleEng: /Title \(English\)/,
    storyBm: /Story \(Malay\)/,
    storyEng: /Story \(English\)/,
    goal: /Goal \(RM\)/,
    startsOn: /First day/,
    endsOn: /Last day/,
    fund: /Raising for/,
    idRequired: 'Web address is required',
    goalMin: 'Goal must be at least RM100',
    exists:
      'A campaign with this web address exists already. Choose another: campaigns cannot share an address.',
    created: 'Campaign created.',
    spent: 'RM1,200.50',
    balance: 'RM3,049.50',
    publicPage: "View the campaign's public page",
    updateBm: /Update \(Malay\)/,
    updateEng: /Update \(English\)/,
    post: 'Post update',
    posted: 'Update posted.',
    fundraisers: "Supporters' Pages",
    waiting: '2 pages are waiting for a decision.',
    approve: 'Approve',
    refuse: 'Refuse',
    refuseTitle: 'Refuse “Larian 10 km Aminah”?',
    reason: /Reason for refusing/,
    confirmRefuse: 'Refuse page',
    reasonRequired: 'Say why the page is refused; the member will read it',
    refused: '“Larian 10 km Aminah” is refused.',
    confirmApprove: 'Yes, approve',
    decided: 'Another staff member has decided on this page already. The list has been reloaded.',
    refusedTab: 'Refused',
    disbursements: 'Disbursements',
    overdrawn: 'Overdrawn',
    openReceipt: 'Open receipt invois-dapur.pdf',
    equipment: 'Equipment',
    amount: /Amount \(RM\)/,
    paidOn: /Date paid/,
    category: /Category/,
    descriptionBm: /Description \(Malay\)/,
    descriptionEng: /Description \(English\)/,
    campaign: /Campaign \(optional\)/,
    receipt: /Receipt file/,
    receiptType: 'The receipt file must be a PDF, JPEG or PNG',
    record: 'Record disbursement',
    overdrawTitle: 'Not enough balance',
    overdrawText:
      'The balance of Kesum is RM3,049.50. This disbursement of RM5,000.00 would take it to -RM1,950.50, below zero.',
    overdrawAudit:
      'If you go ahead, it is recorded as overdrawn and noted in the audit trail under your name.',
    confirmOverdraw: 'Record it anyway',
    recorded: 'Disbursement of RM5,000.00 recorded.',
    goalField: /Fundraising goal \(RM, 0 for none\)/,
    giveCardLink: 'Print the give-here card',
    cardHeading: '“Give here” card',
    cardLanguage: 'Card language',
    giveHere: 'Give here',
    words: ['Ten ringgit', 'Fifty ringgit', 'One hundred ringgit'],
    mainQr: "QR code to the event's donation page",
    cardGoal: 'Fundraising goal: RM5,000',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The links a card's QR codes are made of, in a language. */
const cardLinks = (language: 'bm' | 'eng') => {
  const base = `${window.location.origin}${language === 'eng' ? '/en' : ''}/programmes/evt-gala`;
  return [`${base}#give`, ...[10, 50, 100].map((amount) => `${base}?donate=${amount}#give`)];
};

/**
 * Codes once made are reused (by text), so the generator's calls are checked as a whole: it heard
 * every link of the cards drawn in these languages, and nothing else.
 */
const expectCodesOf = (...languages: ('bm' | 'eng')[]) => {
  expect(qr.texts).toEqual(expect.arrayContaining(languages.flatMap(cardLinks)));
  const known = [...cardLinks('bm'), ...cardLinks('eng')];
  expect(qr.texts.filter((text) => !known.includes(text))).toEqual([]);
};

describe.each(['bm', 'eng'] as const)('the crowdfunding sections in %s', (language) => {
  const text = copy[language];
  const root = language === 'eng' ? '/en/staff' : '/staff';

  it('lists campaigns, creates one (the schema’s and the API’s refusals first) and posts an update', async () => {
    let campaigns = [movementDraft, campaign()];
    const sent: unknown[] = [];
    const updates: unknown[] = [];
    let taken = true;
    mockApi({
      'GET /api/staff/campaigns': () => json({ campaigns }),
      'POST /api/staff/campaigns': (call) => {
        sent.push(call.body);
        if (taken) return apiError(409, 'campaign_exists');
        const made = campaign({
          ...(call.body as Partial<StaffCampaign>),
          id: 'dapur-kesum',
          phase: 'upcoming',
          status: 'published',
          raised: { amount: 0, contributors: 0 },
          daysLeft: undefined,
          pendingFundraisers: 0,
        });
        campaigns = [...campaigns, made];
        return json(made, 201);
      },
      'GET /api/staff/campaigns/dapur-kesum': () =>
        json(campaigns.find((one) => one.id === 'dapur-kesum')),
      'POST /api/staff/campaigns/dapur-kesum/updates': (call) => {
        updates.push(call.body);
        const posted = {
          ...campaigns.find((one) => one.id === 'dapur-kesum')!,
          updates: [
            {
              id: 'upd-1',
              postedAt: '2026-11-24T02:00:00.000Z',
              text: (call.body as { text: { bm: string; eng: string } }).text,
            },
          ],
        };
        return json(posted, 201);
      },
    });
    const { router } = renderConsole(crowdfundingSections, 'campaigns', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.campaigns })).toBeVisible();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    // Running first, then the draft; the movement's campaign says so.
    expect(within(rows[1]!).getByText(campaign().title[language])).toBeVisible();
    expect(within(rows[1]!).getByText(text.running)).toBeVisible();
    expect(within(rows[1]!).getByText(text.raisedOf)).toBeVisible();
    expect(within(rows[1]!).getByText(text.daysLeft)).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      `${root}/fundraisers`,
    );
    expect(within(rows[2]!).getByText(text.movement)).toBeVisible();
    expect(within(rows[2]!).getByText(text.draft)).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: text.create }));
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('textbox', { name: text.id })).toHaveAccessibleDescription(
      text.idHint,
    );
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findByText(text.idRequired)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: text.id }), 'dapur-kesum');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: text.fund }), 'kesum');
    await userEvent.type(within(form).getByRole('textbox', { name: text.titleBm }), 'Dapur Kesum');
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.titleEng }),
      'Kesum Kitchen',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.storyBm }),
      'Dapur baharu.',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.storyEng }),
      'A new kitchen.',
    );
    await userEvent.type(within(form).getByRole('spinbutton', { name: text.goal }), '50');
    fireEvent.change(within(form).getByLabelText(text.startsOn), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(within(form).getByLabelText(text.endsOn), {
      target: { value: '2027-01-31' },
    });
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findByText(text.goalMin)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.clear(within(form).getByRole('spinbutton', { name: text.goal }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: text.goal }), '8000');
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(text.exists);
    expect(sent).toEqual([
      {
        id: 'dapur-kesum',
        enterprise: 'kesum',
        title: { bm: 'Dapur Kesum', eng: 'Kesum Kitchen' },
        story: { bm: 'Dapur baharu.', eng: 'A new kitchen.' },
        goal: 8000,
        startsOn: '2026-12-01',
        endsOn: '2027-01-31',
        status: 'draft',
      },
    ]);

    taken = false;
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${root}/campaigns/dapur-kesum`),
    );
    expect(await screen.findByText(text.created)).toBeVisible();
    const figures = screen.getAllByRole('definition');
    expect(figures.map((figure) => figure.textContent)).toContain(text.spent);
    expect(figures.map((figure) => figure.textContent)).toContain(text.balance);
    expect(screen.getByRole('link', { name: text.publicPage })).toHaveAttribute(
      'href',
      language === 'eng' ? '/en/crowdfund/dapur-kesum' : '/crowdfund/dapur-kesum',
    );

    const updateForm = screen.getByRole('form', {
      name: language === 'bm' ? 'Siarkan berita terkini' : 'Post an update',
    });
    await userEvent.type(
      within(updateForm).getByRole('textbox', { name: text.updateBm }),
      'Dapur sudah dipasang.',
    );
    await userEvent.type(
      within(updateForm).getByRole('textbox', { name: text.updateEng }),
      'The kitchen is in.',
    );
    await userEvent.click(within(updateForm).getByRole('button', { name: text.post }));
    expect(await screen.findByText(text.posted)).toBeVisible();
    expect(updates).toEqual([{ text: { bm: 'Dapur sudah dipasang.', eng: 'The kitchen is in.' } }]);
    expect(screen.getByText('The kitchen is in.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a page only with a reason, and says when another decided first', async () => {
    let pending = [
      page('abc234'),
      page('xyz789', { title: 'Kayuhan Hafiz', ownerName: 'Hafiz', ownerMobile: '•••••••4321' }),
    ];
    const decisions: unknown[] = [];
    mockApi({
      'GET /api/staff/campaigns': () =>
        json({ campaigns: [campaign({ pendingFundraisers: pending.length })] }),
      'GET /api/staff/fundraisers?status=pending': () => json({ fundraisers: pending }),
      'GET /api/staff/fundraisers?status=refused': () =>
        json({
          fundraisers: [
            page('abc234', {
              status: 'refused',
              refusalReason: 'Tiada tarikh larian.',
              decidedBy: 'Nur Aisyah',
              decidedAt: '2026-11-24T02:00:00.000Z',
            }),
          ],
        }),
      'POST /api/staff/fundraisers/abc234/decision': (call) => {
        decisions.push(call.body);
        pending = pending.filter((one) => one.code !== 'abc234');
        return json(page('abc234', { status: 'refused' }));
      },
      'POST /api/staff/fundraisers/xyz789/decision': (call) => {
        decisions.push(call.body);
        pending = [];
        return apiError(409, 'fundraiser_decided');
      },
    });
    renderConsole(crowdfundingSections, 'fundraisers', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.fundraisers })).toBeVisible();
    expect(await screen.findByText(text.waiting)).toBeVisible();
    const row = await screen.findByRole('group', { name: 'Larian 10 km Aminah' });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Aminah binti Yusof')).toBeVisible();
    expect(within(table).getByText('•••••••6789')).toBeVisible();
    expect(within(table).getByText('•••••••4321')).toBeVisible();
    expect(within(table).getAllByText('Saya berlari 10 km untuk dapur Kesum.')[0]).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: text.refuse }));
    const dialog = await screen.findByRole('dialog', { name: text.refuseTitle });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmRefuse }));
    expect(await within(dialog).findByText(text.reasonRequired)).toBeVisible();
    expect(decisions).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text.reason }),
      'Tiada tarikh larian.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmRefuse }));
    expect(await screen.findByText(text.refused)).toBeVisible();
    expect(decisions).toEqual([{ decision: 'refuse', reason: 'Tiada tarikh larian.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Larian 10 km Aminah' })).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Kayuhan Hafiz' })).getByRole('button', {
        name: text.approve,
      }),
    );
    const approve = await screen.findByRole('dialog');
    await userEvent.click(within(approve).getByRole('button', { name: text.confirmApprove }));
    expect(await screen.findByText(text.decided)).toBeVisible();
    expect(decisions.at(-1)).toEqual({ decision: 'approve', reason: '' });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Kayuhan Hafiz' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('button', { name: text.refusedTab }));
    expect(await screen.findByText(/Tiada tarikh larian\./)).toBeVisible();
  });

  it('lists disbursements to the sen and confirms one past the balance before it is recorded', async () => {
    const forms: FormData[] = [];
    let list = [
      disbursement({ id: 'dsb-0', overdrawn: true, receiptName: undefined }),
      disbursement(),
    ];
    const { fetchMock } = mockApi({
      'GET /api/staff/campaigns': () => json({ campaigns: [campaign(), movementDraft] }),
      'GET /api/staff/disbursements': () => json({ disbursements: list }),
      'POST /api/staff/disbursements': () => {
        const body = fetchMock.mock.calls.at(-1)![1]!.body;
        forms.push(body as FormData);
        if ((body as FormData).get('confirmOverdraw') !== 'true')
          return json(
            {
              error: {
                code: 'balance_insufficient',
                overdraw: { fund: 'kesum', balanceSen: 304_950, amountSen: 500_000 },
              },
            },
            409,
          );
        const made = disbursement({ id: 'dsb-2', amountSen: 500_000, overdrawn: true });
        list = [made, ...list];
        return json(made, 201);
      },
    });
    renderConsole(crowdfundingSections, 'disbursements', { language });

    expect(
      await screen.findByRole('heading', { level: 1, name: text.disbursements }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText(text.overdrawn)).toBeVisible();
    expect(within(rows[2]!).getByText('RM1,200.50')).toBeVisible();
    expect(within(rows[2]!).getByText(text.equipment)).toBeVisible();
    expect(within(rows[2]!).getByRole('link', { name: text.openReceipt })).toHaveAttribute(
      'href',
      '/api/staff/disbursements/dsb-1/receipt',
    );
    expect(within(rows[2]!).queryByText(text.overdrawn)).not.toBeInTheDocument();

    const form = await screen.findByRole('form');
    expect(await axeViolations()).toEqual([]);
    // Choosing the campaign makes its enterprise the fund.
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.campaign }),
      'larian-kesum',
    );
    expect(within(form).getByRole('combobox', { name: /^(Dana|Fund)/ })).toHaveValue('kesum');
    await userEvent.type(within(form).getByRole('textbox', { name: text.amount }), '5000');
    fireEvent.change(within(form).getByLabelText(text.paidOn), {
      target: { value: '2026-11-23' },
    });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.category }),
      'equipment',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.descriptionBm }),
      'Peti sejuk dapur',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: text.descriptionEng }),
      'Kitchen fridge',
    );
    const file = within(form).getByLabelText(text.receipt);
    fireEvent.change(file, {
      target: { files: [new File(['hello'], 'nota.txt', { type: 'text/plain' })] },
    });
    expect(await within(form).findByText(text.receiptType)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: text.record }));
    expect(forms).toEqual([]);

    const pdf = new File(['%PDF-1.7'], 'invois-peti.pdf', { type: 'application/pdf' });
    fireEvent.change(file, { target: { files: [pdf] } });
    await waitFor(() => expect(within(form).queryByText(text.receiptType)).not.toBeInTheDocument());
    await userEvent.click(within(form).getByRole('button', { name: text.record }));

    const dialog = await screen.findByRole('dialog', { name: text.overdrawTitle });
    expect(within(dialog).getByText(text.overdrawText)).toBeVisible();
    expect(within(dialog).getByText(text.overdrawAudit)).toBeVisible();
    expect(forms).toHaveLength(1);
    expect(
      Object.fromEntries([...forms[0]!.entries()].filter(([name]) => name !== 'receipt')),
    ).toEqual({
      enterprise: 'kesum',
      campaign: 'larian-kesum',
      amount: '5000',
      paidOn: '2026-11-23',
      category: 'equipment',
      'description.bm': 'Peti sejuk dapur',
      'description.eng': 'Kitchen fridge',
      confirmOverdraw: 'false',
    });
    expect((forms[0]!.get('receipt') as File).name).toBe('invois-peti.pdf');
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmOverdraw }));
    expect(await screen.findByText(text.recorded)).toBeVisible();
    expect(forms).toHaveLength(2);
    expect(forms[1]!.get('confirmOverdraw')).toBe('true');
    expect(forms[1]!.get('amount')).toBe('5000');
    expect((forms[1]!.get('receipt') as File).name).toBe('invois-peti.pdf');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4),
    );
  });

  it('sets an event’s fundraising goal and prints its give-here card with the QR codes’ links', async () => {
    let events = [fundraisingEvent({ fundraisingGoal: 0 })];
    const sent: unknown[] = [];
    mockApi({
      'GET /api/staff/events': () => json({ events }),
      'POST /api/staff/events/evt-gala': (call) => {
        sent.push(call.body);
        events = [
          fundraisingEvent({ ...(call.body as object), updatedAt: '2026-11-24T00:00:00.000Z' }),
        ];
        return json(events[0]);
      },
    });
    const { router } = renderConsole(
      [...peopleSections, ...crowdfundingSections],
      'events/evt-gala',
      {
        language,
      },
    );

    const goal = await screen.findByRole('spinbutton', { name: text.goalField });
    expect(goal).toHaveValue(0);
    expect(screen.queryByRole('link', { name: text.giveCardLink })).not.toBeInTheDocument();
    await userEvent.clear(goal);
    await userEvent.type(goal, '5000');
    await userEvent.click(
      screen.getByRole('button', { name: language === 'bm' ? 'Simpan perubahan' : 'Save changes' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ fundraisingGoal: 5000 });

    await userEvent.click(await screen.findByRole('link', { name: text.giveCardLink }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${root}/events/evt-gala/give-card`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: text.cardHeading })).toBeVisible();
    const card = await screen.findByRole('article');
    expect(within(card).getByText(text.giveHere)).toBeVisible();
    expect(within(card).getByText(fundraisingEvent().title[language])).toBeVisible();
    expect(within(card).getByText(text.cardGoal)).toBeVisible();
    for (const words of text.words) expect(within(card).getByText(words)).toBeVisible();
    expect(
      within(card).getByRole('img', { name: text.mainQr }).querySelector('svg'),
    ).not.toBeNull();
    expect(card.querySelectorAll('svg')).toHaveLength(4);
    expectCodesOf(language);
    expect(await axeViolations()).toEqual([]);

    // An English card from the Malay console (and the other way round): its links are /en's.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.cardLanguage }),
      language === 'bm' ? 'eng' : 'bm',
    );
    await waitFor(() => expectCodesOf('bm', 'eng'));
    expect(await screen.findByText(language === 'bm' ? 'Give here' : 'Beri di sini')).toBeVisible();
  });
});
