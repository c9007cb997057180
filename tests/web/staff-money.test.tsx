import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { deferred, json, mockApi } from './payment-api-mock';
import {
  apiError,
  dashboard,
  expectAxeClean,
  payment,
  paymentDetail,
  staffSession,
} from './staff-fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A browser that signed in to the console before: the console asks the API who is signed in.
  localStorage.setItem('staff-signed-in', '1');
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const session = { 'GET /api/staff/session': () => json(staffSession) };

describe('the dashboard', () => {
  it('shows what was raised in ringgit, what needs attention and the people waiting (Malay)', async () => {
    mockApi({ ...session, 'GET /api/staff/dashboard': () => json(dashboard) });
    renderApp('/staff', { language: 'bm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Papan Pemuka' })).toBeVisible();
    const raised = await screen.findByRole('region', { name: 'Kutipan' });
    const figure = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).closest('div')!;
    expect(figure(raised, 'Hari ini')).toHaveTextContent('RM150.00');
    expect(figure(raised, 'Bulan ini')).toHaveTextContent('RM12,500.50');
    expect(figure(raised, 'Keseluruhan')).toHaveTextContent('RM1,234,567.00');
    expect(figure(raised, 'Keseluruhan')).toHaveTextContent('2,041 sumbangan berjaya');

    const attention = screen.getByRole('region', { name: 'Bayaran perlu perhatian' });
    expect(figure(attention, 'Belum selesai')).toHaveTextContent('4');
    expect(figure(attention, 'Perlu semakan')).toHaveTextContent('1');
    expect(figure(attention, 'Emel belum dihantar')).toHaveTextContent('Lebih daripada 50');
    expect(
      within(attention).getByRole('link', { name: 'Buka sumbangan GSK-OLD-1' }),
    ).toHaveAttribute('href', '/staff/donations/GSK-OLD-1');
    expect(within(attention).getByRole('link', { name: 'Buka sumbangan GSK-OLD-2' })).toBeVisible();

    expect(screen.getByText('Permohonan baharu').closest('div')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Lihat permohonan' })).toHaveAttribute(
      'href',
      '/staff/applications',
    );
    expect(screen.getByRole('link', { name: 'Lihat mesej' })).toHaveAttribute(
      'href',
      '/staff/messages',
    );
    await waitFor(() =>
      expect(document.title).toBe('Papan Pemuka | Konsol Kakitangan | Gerakan Sektor Ketiga'),
    );
    await expectAxeClean();
  });

  it('shows the same in English, and a failure with a retry', async () => {
    let up = false;
    mockApi({
      ...session,
      'GET /api/staff/dashboard': () => (up ? json(dashboard) : apiError(500, 'internal')),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff', { language: 'eng' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again shortly.',
    );
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const raised = await screen.findByRole('region', { name: 'Raised' });
    expect(within(raised).getByText('Today').closest('div')).toHaveTextContent(
      'RM150.003 successful donations',
    );
    expect(screen.getByText('Emails unsent', { selector: 'dt' }).closest('div')).toHaveTextContent(
      'More than 50',
    );
    expect(screen.getByText('Unhandled messages').closest('div')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'See messages' })).toHaveAttribute(
      'href',
      '/en/staff/messages',
    );
  });
});

describe('donations', () => {
  const firstPage = [payment('GSK-3'), payment('GSK-2', { status: 'pending', attention: 'open' })];

  it('lists the newest first, loads more by the cursor and exports the same search (English)', async () => {
    const more = deferred<Response>();
    const { calls } = mockApi({
      ...session,
      'GET /api/staff/payments': () => json({ payments: firstPage, nextCursor: 'cursor-1' }),
      'GET /api/staff/payments?cursor=cursor-1': () => more.promise,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/donations', { language: 'eng' });
    const results = await screen.findByRole('region', { name: 'Search results' });
    const table = await within(results).findByRole('table', { name: 'Search results' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const row = within(table).getByRole('row', { name: /GSK-2/ });
    expect(within(row).getByRole('link', { name: 'Open donation GSK-2' })).toHaveAttribute(
      'href',
      '/en/staff/donations/GSK-2',
    );
    expect(row).toHaveTextContent('RM1,234.50');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('Tan Mei Ling');
    expect(row).toHaveTextContent('Kesum');
    expect(row).toHaveTextContent(malaysianDateTime('2026-11-20T16:30:00.000Z', 'eng'));
    expect(row).toHaveTextContent('21 November 2026');
    expect(within(results).getByText('2 donations shown')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/payments/export?language=eng',
    );

    await user.click(within(results).getByRole('button', { name: 'Load more' }));
    expect(within(results).getByRole('button', { name: 'Loading more...' })).toBeDisabled();
    more.resolve(json({ payments: [payment('GSK-1', { status: 'failed' })] }));
    expect(await within(table).findByRole('row', { name: /GSK-1/ })).toHaveTextContent('Failed');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(results).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/api/staff/payments?cursor=cursor-1');
    await expectAxeClean();
  });

  it('searches by every filter, keeps the search in the address and exports it (Malay)', async () => {
    const query =
      'paymentId=GSK-9&email=siti%40example.com&status=pending&from=2026-11-01&to=2026-11-30&enterprise=kesum';
    const { calls } = mockApi({
      ...session,
      'GET /api/staff/payments': () => json({ payments: firstPage }),
      [`GET /api/staff/payments?${query}`]: () => json({ payments: [] }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/staff/donations', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang carian sumbangan' });
    await screen.findByText('2 sumbangan ditunjukkan');
    await user.type(within(form).getByLabelText('ID bayaran'), 'GSK-9');
    await user.type(within(form).getByLabelText('Emel penderma'), 'siti@example.com');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Belum selesai');
    await user.type(within(form).getByLabelText('Dari tarikh'), '2026-11-30');
    await user.type(within(form).getByLabelText('Hingga tarikh'), '2026-11-01');
    await user.selectOptions(within(form).getByLabelText('Perusahaan'), 'Kesum');
    await user.click(within(form).getByRole('button', { name: 'Cari' }));
    // Dates the wrong way round are refused before anything is asked.
    const to = within(form).getByLabelText('Hingga tarikh');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        'Tarikh akhir mesti sama dengan atau selepas tarikh mula',
      ),
    );
    expect(calls.filter((call) => call.path.includes('?'))).toEqual([]);

    await user.clear(within(form).getByLabelText('Dari tarikh'));
    await user.type(within(form).getByLabelText('Dari tarikh'), '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Cari' }));
    expect(
      await screen.findByText('Tiada sumbangan sepadan dengan carian ini.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`/api/staff/payments?${query}`);
    expect(router.state.location.search).toBe(`?${query}`);
    expect(screen.getByRole('link', { name: 'Eksport CSV' })).toHaveAttribute(
      'href',
      `/api/staff/payments/export?${query}&language=bm`,
    );

    await user.click(within(form).getByRole('button', { name: 'Kosongkan' }));
    expect(await screen.findByText('2 sumbangan ditunjukkan')).toBeInTheDocument();
    expect(within(form).getByLabelText('ID bayaran')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Eksport CSV' })).toHaveAttribute(
      'href',
      '/api/staff/payments/export?language=bm',
    );
  });

  it.each([
    [
      'bm',
      'Borang carian sumbangan',
      'Keputusan carian',
      'Dibatalkan',
      'Dibalikkan',
      'Dipulangkan',
      'Gagal',
    ],
    [
      'eng',
      'Donation search form',
      'Search results',
      'Cancelled',
      'Reversed',
      'Refunded',
      'Failed',
    ],
  ] as const)(
    'names a donor’s cancel, a reversal and a refund by what happened, in the list and the filter (%s)',
    async (language, formName, resultsName, cancelled, reversed, refunded, failed) => {
      const rows = [
        payment('GSK-C', { status: 'cancelled', paidAt: undefined }),
        payment('GSK-R', { status: 'reversed' }),
        payment('GSK-F', { status: 'failed', paidAt: undefined }),
      ];
      const { calls } = mockApi({
        ...session,
        'GET /api/staff/payments': () => json({ payments: rows }),
        'GET /api/staff/payments?status=cancelled': () => json({ payments: [rows[0]] }),
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/staff/donations', { language });
      const results = await screen.findByRole('region', { name: resultsName });
      const table = await within(results).findByRole('table', { name: resultsName });
      expect(within(table).getByRole('row', { name: /GSK-C/ })).toHaveTextContent(cancelled);
      expect(within(table).getByRole('row', { name: /GSK-R/ })).toHaveTextContent(reversed);
      expect(within(table).getByRole('row', { name: /GSK-F/ })).toHaveTextContent(failed);

      const form = screen.getByRole('form', { name: formName });
      const status = within(form).getByLabelText('Status');
      const options = within(status)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(expect.arrayContaining([cancelled, reversed, refunded, failed]));
      // Each status has a word of its own.
      expect(new Set(options).size).toBe(options.length);
      await user.selectOptions(status, cancelled);
      await user.click(
        within(form).getByRole('button', { name: language === 'bm' ? 'Cari' : 'Search' }),
      );
      await waitFor(() =>
        expect(calls.map((call) => call.path)).toContain('/api/staff/payments?status=cancelled'),
      );
    },
  );

  it("searches by a part of the donor's name and exports the same search (English)", async () => {
    const { calls } = mockApi({
      ...session,
      'GET /api/staff/payments': () => json({ payments: firstPage }),
      'GET /api/staff/payments?name=nur+hayat': () => json({ payments: [firstPage[0]] }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/en/staff/donations', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Donation search form' });
    await screen.findByText('2 donations shown');
    await user.type(within(form).getByLabelText("Donor's name"), '  nur hayat ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 donation shown')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/staff/payments?name=nur+hayat');
    expect(router.state.location.search).toBe('?name=nur+hayat');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/payments/export?name=nur+hayat&language=eng',
    );
    await expectAxeClean();
  });

  it('says when a search is refused or an export would be too large', async () => {
    mockApi({
      ...session,
      'GET /api/staff/payments?status=success': () => apiError(413, 'export_too_large'),
      'GET /api/staff/payments?email=x%40y.my': () => apiError(400, 'bad_request'),
    });
    renderApp('/staff/donations?status=success', { language: 'eng' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many rows to export. Please narrow the search.',
    );
    renderApp('/staff/donations?email=x%40y.my', { language: 'bm' });
    expect(
      await screen.findByText(
        'Permintaan ini tidak dapat diproses. Sila muat semula halaman dan cuba lagi.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a donation’s detail', () => {
  it('shows every field and the history in Malaysia time, and checks with the gateway (Malay)', async () => {
    const check = deferred<Response>();
    const { calls } = mockApi({
      ...session,
      'GET /api/staff/payments/GSK-77': () => json(paymentDetail('pending')),
      'POST /api/staff/payments/GSK-77/check': () => check.promise,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/donations/GSK-77', { language: 'bm' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sumbangan GSK-77' }),
    ).toBeVisible();
    const details = await screen.findByRole('region', { name: 'Butiran' });
    const field = (label: string) => within(details).getByText(label).closest('div')!;
    expect(field('Status')).toHaveTextContent('Belum selesai');
    expect(field('Jumlah')).toHaveTextContent('RM1,234.50 (MYR)');
    expect(field('Nama')).toHaveTextContent('Tan Mei Ling');
    expect(field('Emel')).toHaveTextContent('mei.ling@example.com');
    expect(field('Nombor telefon')).toHaveTextContent('0123456789');
    expect(field('Perusahaan')).toHaveTextContent('Kesum');
    expect(field('Bahasa')).toHaveTextContent('Bahasa Melayu');
    expect(field('Catatan penderma')).toHaveTextContent('Untuk dapur komuniti');
    expect(field('Dikira untuk')).toHaveTextContent(
      'Halaman penyokong race42; Kempen larian-kesum',
    );
    expect(field('Dinding penderma')).toHaveTextContent('Dinamakan di dinding penderma');
    expect(field('Perhatian')).toHaveTextContent('Menunggu gerbang pembayaran');
    expect(field('Dimulakan')).toHaveTextContent(
      malaysianDateTime('2026-11-20T16:30:00.000Z', 'bm'),
    );

    const history = screen.getByRole('region', { name: 'Sejarah' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    // 16:45 UTC is 12:45 am the next day in Malaysia.
    expect(steps[1]).toHaveTextContent(malaysianDateTime('2026-11-20T16:45:00.000Z', 'bm'));
    expect(steps[1]).toHaveTextContent('21 November 2026');
    expect(steps[1]).toHaveTextContent('Keputusan gerbang pembayaran');
    expect(steps[1]).toHaveTextContent('Keputusan gerbang pembayaran: belum selesai');
    expect(steps[1]).toHaveTextContent(/Mesej gerbang pembayaran:\s?Pending/);
    await expectAxeClean();

    await user.click(screen.getByRole('button', { name: 'Semak dengan gerbang pembayaran' }));
    expect(screen.getByRole('button', { name: 'Menyemak...' })).toBeDisabled();
    const settled = paymentDetail('success');
    settled.history.push({
      at: '2026-11-21T02:05:00.000Z',
      kind: 'staff_check',
      details: { outcome: 'settled' },
    });
    check.resolve(json({ outcome: 'settled', detail: settled }));
    expect(
      await screen.findByText(
        'Gerbang pembayaran memberikan keputusan; status bayaran telah dikemas kini.',
        { selector: '[role="status"]' },
      ),
    ).toBeInTheDocument();
    expect(field('Status')).toHaveTextContent('Berjaya');
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    const checked = within(history).getByText('Disemak oleh kakitangan').closest('li')!;
    expect(checked).toHaveTextContent(
      /Hasil:\s?Gerbang pembayaran memberikan keputusan; status bayaran telah dikemas kini\./,
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/staff/payments/GSK-77/check',
      body: {},
    });
  });

  it('says in English when no donation has the id, and when a check fails', async () => {
    mockApi({
      ...session,
      'GET /api/staff/payments/NOPE': () => apiError(404, 'payment_not_found'),
      'GET /api/staff/payments/GSK-77': () => json(paymentDetail('success')),
      'POST /api/staff/payments/GSK-77/check': () => apiError(502, 'gateway_unavailable'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/donations/NOPE', { language: 'eng' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No donation has this ID.');
    expect(screen.getByRole('link', { name: 'Back to donations' })).toHaveAttribute(
      'href',
      '/en/staff/donations',
    );

    renderApp('/staff/donations/GSK-77', { language: 'eng' });
    await user.click(await screen.findByRole('button', { name: 'Check with the gateway' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('Something went wrong on our side')),
      ).toBe(true),
    );
  });
});

describe('a donation’s history', () => {
  const minute = (n: number) => new Date(Date.parse('2026-11-21T02:00:00.000Z') + n * 60_000);
  /**
   * A pending payment's history as the reconciler stored it before checks were counted: each
   * minute its QUERY and the same pending answer applied again (46 minutes, 93 entries).
   */
  const storedHistory = () => {
    const detail = paymentDetail('pending');
    detail.history = [
      { at: '2026-11-21T01:50:00.000Z', kind: 'created', details: { Amount: '1234.50' } },
    ];
    for (let i = 0; i < 46; i += 1) {
      const at = minute(i).toISOString();
      detail.history.push(
        {
          at,
          kind: 'query',
          details: { source: 'reconciler', answer: 'answer', TxnStatus: '2' },
        },
        {
          at,
          kind: 'gateway_result',
          details: {
            source: 'reconcile',
            TransactionType: 'QUERY',
            TxnStatus: '2',
            TxnMessage: 'Transaction Pending',
            // The gateway's time of each answer differs; what it says does not.
            RespTime: at,
          },
        },
      );
    }
    return detail;
  };

  it.each([
    [
      'bm',
      'Sejarah',
      [
        'Permintaan dihantar ke gerbang pembayaran',
        'Keputusan gerbang pembayaran: belum selesai',
        `Disemak dengan gerbang pembayaran sebanyak 45 kali, kali terakhir pada ${malaysianDateTime(minute(45).toISOString(), 'bm')}: masih belum selesai`,
      ],
      [/Sumber:\s?semakan automatik/, /Mesej gerbang pembayaran:\s?Transaction Pending/],
    ],
    [
      'eng',
      'History',
      [
        'Request sent to the gateway',
        "Gateway's result: pending",
        `Checked with the gateway 45 times, last at ${malaysianDateTime(minute(45).toISOString(), 'eng')}: still pending`,
      ],
      [/Source:\s?the automatic check/, /Gateway's message:\s?Transaction Pending/],
    ],
  ] as const)(
    'folds a stored run of unchanged checks into one line with its count and last time, in words (%s)',
    async (language, heading, lines, details) => {
      mockApi({ ...session, 'GET /api/staff/payments/GSK-77': () => json(storedHistory()) });
      renderApp('/staff/donations/GSK-77', { language });
      const history = await screen.findByRole('region', { name: heading });
      const steps = within(history).getAllByRole('listitem');
      expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(lines);
      expect(steps[2]).toHaveTextContent(malaysianDateTime(minute(1).toISOString(), language));
      expect(steps[1]).toHaveTextContent(details[1]);
      expect(steps[2]).toHaveTextContent(details[0]);
      // Every line reads as words: none of the stored keys and codes shows as they are.
      expect(history).not.toHaveTextContent(/answer|reconcile|TxnStatus|TxnMessage/);
    },
  );

  it('shows a counted run of checks as the API now stores it, and runs that follow each other as one', async () => {
    const detail = paymentDetail('pending');
    const check = (at: string, checks: number, lastAt: string) => ({
      at,
      kind: 'query',
      details: { source: 'reconciler', answer: 'answer', TxnStatus: '2', checks, lastAt },
    });
    detail.history.push(
      check(minute(0).toISOString(), 30, minute(29).toISOString()),
      // Two checks at once each started a run: still one line.
      check(minute(30).toISOString(), 15, minute(44).toISOString()),
      {
        at: minute(45).toISOString(),
        kind: 'query',
        details: {
          source: 'reconciler',
          answer: 'unavailable',
          checks: 2,
          lastAt: minute(46).toISOString(),
        },
      },
    );
    mockApi({ ...session, 'GET /api/staff/payments/GSK-77': () => json(detail) });
    renderApp('/staff/donations/GSK-77', { language: 'eng' });
    const history = await screen.findByRole('region', { name: 'History' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[2]?.querySelector('strong')).toHaveTextContent(
      `Checked with the gateway 45 times, last at ${malaysianDateTime(minute(44).toISOString(), 'eng')}: still pending`,
    );
    expect(steps[3]?.querySelector('strong')).toHaveTextContent(
      `Checked with the gateway 2 times, last at ${malaysianDateTime(minute(46).toISOString(), 'eng')}: no answer`,
    );
  });
});

describe('the audit trail', () => {
  const actor = { memberId: 'staff-1', name: 'Nur Aisyah binti Kamal' };
  const entry = (id: string, action: string, subject: object, details?: object) => ({
    id,
    at: '2026-11-23T01:00:00.000Z',
    actor,
    action,
    subject,
    ...(details && { details }),
  });
  const applicant = { type: 'application', id: '6f1c2a34-0000-4000-8000-000000000001' };
  const entries = [
    entry(
      'a6',
      'application.cv_opened',
      { ...applicant, name: 'Ahmad bin Ali' },
      { form: 'partner' },
    ),
    entry(
      'a5',
      'application.status_changed',
      { ...applicant, name: 'Ahmad bin Ali' },
      { form: 'partner', from: 'new', to: 'contacted' },
    ),
    // Stored before entries carried names: still in words.
    entry('a4', 'application.cv_opened', applicant),
    entry(
      'a3',
      'payment.checked',
      { type: 'payment', id: 'GSK-77', name: 'Siti Hajar' },
      { outcome: 'settled', status: 'success' },
    ),
    entry(
      'a2',
      'payments.exported',
      { type: 'payments', id: 'export' },
      { rows: 12, status: 'success' },
    ),
  ];

  it('says what each staff member did in words, with names, a page at a time (English)', async () => {
    mockApi({
      ...session,
      'GET /api/staff/audit': () => json({ entries, nextCursor: 'next' }),
      'GET /api/staff/audit?cursor=next': () =>
        json({ entries: [entry('a1', 'staff.signed_in', { type: 'member', id: 'staff-1' })] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/audit', { language: 'eng' });
    const table = await screen.findByRole('table', { name: 'Audit Trail' });
    const row = (text: string) => within(table).getByRole('row', { name: new RegExp(text) });
    expect(
      row("Nur Aisyah binti Kamal opened the CV of Ahmad bin Ali's partner application"),
    ).toHaveTextContent(malaysianDateTime('2026-11-23T01:00:00.000Z', 'eng'));
    expect(
      row(
        "Nur Aisyah binti Kamal changed the status of Ahmad bin Ali's partner application from New to Contacted",
      ),
    ).toBeVisible();
    expect(row('Nur Aisyah binti Kamal opened the CV of an application')).toBeVisible();
    expect(
      row("Nur Aisyah binti Kamal checked Siti Hajar's donation with the gateway"),
    ).toHaveTextContent("The gateway gave a result; the payment's status is updated.");
    expect(row('Nur Aisyah binti Kamal exported 12 donations to CSV')).toHaveTextContent(
      'Status: Successful',
    );
    expect(table).not.toHaveTextContent(/application\.|payment\.|GSK-77|6f1c2a34|settled/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await within(table).findByRole('row', {
        name: /Nur Aisyah binti Kamal signed in to the console/,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expectAxeClean();
  });

  it('says it in Malay in the Malay console', async () => {
    mockApi({ ...session, 'GET /api/staff/audit': () => json({ entries }) });
    renderApp('/staff/audit', { language: 'bm' });
    const table = await screen.findByRole('table', { name: 'Jejak Audit' });
    const row = (text: string) => within(table).getByRole('row', { name: new RegExp(text) });
    expect(
      row('Nur Aisyah binti Kamal membuka CV permohonan rakan kongsi Ahmad bin Ali'),
    ).toBeVisible();
    expect(
      row(
        'Nur Aisyah binti Kamal menukar status permohonan rakan kongsi Ahmad bin Ali daripada Baharu kepada Telah dihubungi',
      ),
    ).toBeVisible();
    expect(row('Nur Aisyah binti Kamal membuka CV satu permohonan')).toBeVisible();
    expect(
      row('Nur Aisyah binti Kamal menyemak sumbangan Siti Hajar dengan gerbang pembayaran'),
    ).toBeVisible();
    expect(row('Nur Aisyah binti Kamal mengeksport 12 sumbangan ke CSV')).toHaveTextContent(
      'Status: Berjaya',
    );
    expect(table).not.toHaveTextContent(/application\.|payment\.|GSK-77|6f1c2a34|settled/);
    await expectAxeClean();
  });

  it('says what was done to coordinators, activities and shifts, in both languages', async () => {
    const title = { bm: 'Dapur Komuniti Kesum', eng: 'Kesum Community Kitchen' };
    const organizing = [
      entry('v4', 'coordinator.appointed', {
        type: 'coordinator',
        id: 'm-9',
        name: 'Lim Wei Ling',
      }),
      entry('v3', 'activity.approved', { type: 'activity', id: 'a-1', title }),
      entry('v2', 'activity.shifts_added', { type: 'activity', id: 'a-1', title }, { shifts: 5 }),
      entry('v1', 'shift.texted', { type: 'shift', id: 's-1', title }, { sent: 1, kind: 'venue' }),
    ];
    const sentences = {
      eng: [
        'Nur Aisyah binti Kamal appointed coordinator Lim Wei Ling',
        'Nur Aisyah binti Kamal approved the activity “Kesum Community Kitchen”',
        'Nur Aisyah binti Kamal added 5 shifts to the activity “Kesum Community Kitchen”',
        'Nur Aisyah binti Kamal texted 1 volunteer of a shift of “Kesum Community Kitchen”',
      ],
      bm: [
        'Nur Aisyah binti Kamal melantik penyelaras Lim Wei Ling',
        'Nur Aisyah binti Kamal meluluskan aktiviti “Dapur Komuniti Kesum”',
        'Nur Aisyah binti Kamal menambah 5 syif pada aktiviti “Dapur Komuniti Kesum”',
        'Nur Aisyah binti Kamal menghantar SMS kepada 1 sukarelawan satu syif “Dapur Komuniti Kesum”',
      ],
    } as const;
    for (const language of ['eng', 'bm'] as const) {
      mockApi({ ...session, 'GET /api/staff/audit': () => json({ entries: organizing }) });
      const { unmount } = renderApp('/staff/audit', { language });
      const table = await screen.findByRole('table', {
        name: language === 'eng' ? 'Audit Trail' : 'Jejak Audit',
      });
      for (const sentence of sentences[language]) {
        expect(within(table).getByRole('row', { name: new RegExp(sentence) })).toBeVisible();
      }
      expect(table).not.toHaveTextContent(/coordinator\.|activity\.|shift\./);
      unmount();
    }
  });
});
