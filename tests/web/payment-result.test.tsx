import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_DELAYS_MS } from '../../web/src/features/donation/components/pending-payment';
import { renderApp } from '../support/render-app';
import { deferred, json, mockApi } from './payment-api-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = {
  TxnStatus: '0',
  TxnID: 'sit123',
  ServiceID: 'sit',
  Amount: '50.00',
  PaymentID: '1756700000000A1201',
  PymtMethod: 'CC',
  RespTime: '2025-09-01 10:15:00',
  CurrencyCode: 'MYR',
  OrderNumber: '1756700000000A1201',
  AuthCode: '123456',
  HashValue2: 'ab'.repeat(32),
};

const statusPath = (fields: Record<string, string>) =>
  `/transaction-status?${new URLSearchParams(fields)}`;

const detail = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/transaction-status', () => {
  it('goes to /contribute without TxnStatus', async () => {
    const { router } = renderApp('/transaction-status?PaymentID=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contribute'));
  });

  it('goes to /transaction-pending with PymtMethod, PaymentID and Amount when pending', async () => {
    mockApi({
      'POST /api/payments/1756700000000A1201/query': () =>
        json({ status: 'pending', final: false }),
    });
    const { router } = renderApp(statusPath({ ...result, TxnStatus: '2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transaction-pending'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      PymtMethod: 'CC',
      PaymentID: '1756700000000A1201',
      Amount: '50.00',
    });
  });

  it('shows a spinner until the API has verified, then success with a thank-you', async () => {
    const answer = deferred<Response>();
    const { calls } = mockApi({ 'POST /api/payments/verify': () => answer.promise });
    renderApp(statusPath(result));
    expect(
      await screen.findByRole('heading', { name: 'Mengesahkan pembayaran anda…' }),
    ).toBeVisible();
    expect(screen.queryByText('Transaksi Berjaya')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual(result);

    answer.resolve(json({ valid: true, status: 'success' }));
    expect(await screen.findByRole('heading', { name: 'Transaksi Berjaya' })).toBeVisible();
    expect(screen.getByText(/Terima kasih atas sumbangan anda!/)).toBeInTheDocument();
    expect(detail('Status Pembayaran')).toBe('Berjaya');
    expect(detail('ID Pembayaran')).toBe('1756700000000A1201');
    expect(detail('Jumlah (RM)')).toBe('50.00');
    expect(detail('Masa Transaksi')).toBe('2025-09-01 10:15:00');
    expect(screen.getByRole('link', { name: 'Kembali ke Laman Utama' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(calls).toHaveLength(1);
  });

  it('forgets the donor’s kept details and the tab’s totals after a verified success only', async () => {
    const kept = JSON.stringify({ name: 'Siti', email: 's@example.com', phone_number: '0123' });
    sessionStorage.setItem('donationDetails', kept);
    sessionStorage.setItem('campaignTotals', JSON.stringify({ at: Date.now(), body: {} }));
    mockApi({ 'POST /api/payments/verify': () => json({ valid: false, status: 'success' }) });
    const invalid = renderApp(statusPath(result));
    await screen.findByRole('heading', { name: 'Transaksi Tidak Sah' });
    expect(sessionStorage.getItem('donationDetails')).toBe(kept);
    invalid.unmount();
    mockApi({ 'POST /api/payments/verify': () => json({ valid: true, status: 'success' }) });
    renderApp(statusPath(result));
    await screen.findByRole('heading', { name: 'Transaksi Berjaya' });
    expect(sessionStorage.getItem('donationDetails')).toBeNull();
    expect(sessionStorage.getItem('campaignTotals')).toBeNull();
    expect(sessionStorage.getItem('campaignTotals.stale')).toBe('1');
    sessionStorage.clear();
  });

  it('shows "Transaction Failed" in red for status 1, with Return Home', async () => {
    mockApi({ 'POST /api/payments/verify': () => json({ valid: true, status: 'failed' }) });
    renderApp(statusPath({ ...result, TxnStatus: '1', AuthCode: '' }), { language: 'eng' });
    const heading = await screen.findByRole('heading', { name: 'Transaction Failed' });
    expect(heading.closest('.payment-result')).toHaveClass('payment-result--danger');
    expect(detail('Payment Status')).toBe('Failed');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Donate again' })).toHaveAttribute(
      'href',
      '/en/contribute',
    );
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it.each([
    ['eng', 'Transaction Cancelled', 'Cancelled', /nothing was charged/],
    ['bm', 'Transaksi Dibatalkan', 'Dibatalkan', /tiada caj dikenakan/],
  ] as const)(
    'says a cancel at the gateway was cancelled (%s)',
    async (language, title, status, help) => {
      mockApi({ 'POST /api/payments/verify': () => json({ valid: true, status: 'failed' }) });
      const cancel = {
        ...result,
        TxnStatus: '1',
        TxnID: '',
        AuthCode: '',
        TxnMessage: 'Buyer cancelled',
      };
      renderApp(statusPath(cancel), { language });
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByText(help)).toBeVisible();
      expect(detail(language === 'eng' ? 'Payment Status' : 'Status Pembayaran')).toBe(status);
    },
  );

  it('keeps "Transaction Failed" for a failure that merely says "cancel" with a transaction', async () => {
    mockApi({ 'POST /api/payments/verify': () => json({ valid: true, status: 'failed' }) });
    renderApp(statusPath({ ...result, TxnStatus: '1', AuthCode: '', TxnMessage: 'Cancelled' }), {
      language: 'eng',
    });
    expect(await screen.findByRole('heading', { name: 'Transaction Failed' })).toBeVisible();
  });

  it('shows "Transaction Invalid" when the hash does not verify, or the API refuses the fields', async () => {
    mockApi({ 'POST /api/payments/verify': () => json({ valid: false, status: 'success' }) });
    renderApp(statusPath(result), { language: 'eng' });
    expect(await screen.findByRole('heading', { name: 'Transaction Invalid' })).toBeVisible();
    expect(screen.queryByText('Transaction Successful')).not.toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    // "please contact us" leads to the contact page.
    const help = screen.getByText(/please contact us with your Payment ID/);
    expect(within(help).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });

  it('treats a 400 from the API as invalid', async () => {
    mockApi({ 'POST /api/payments/verify': () => json({ error: { code: 'validation' } }, 400) });
    renderApp(statusPath({ TxnStatus: '0', PaymentID: '1' }), { language: 'eng' });
    expect(await screen.findByRole('heading', { name: 'Transaction Invalid' })).toBeVisible();
  });

  it.each([
    ['eng', 'Transaction Invalid', 'Payment Status', 'Invalid', /its link's details are not shown/],
    [
      'bm',
      'Transaksi Tidak Sah',
      'Status Pembayaran',
      'Tidak sah',
      /butiran pautannya tidak dipaparkan/,
    ],
  ] as const)(
    'shows nothing of an edited link as fact when it does not verify (%s)',
    async (language, title, statusLabel, status, help) => {
      mockApi({ 'POST /api/payments/verify': () => json({ valid: false, status: 'unknown' }) });
      // A failed payment's link whose status, amount and name were edited.
      const edited = {
        ...result,
        TxnStatus: '0',
        Amount: '9999.00',
        CustName: 'Dermawan Palsu',
        TxnMessage: 'Paid in full',
      };
      renderApp(statusPath(edited), { language });
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByText(help)).toBeVisible();
      expect(detail(statusLabel)).toBe(status);
      const main = screen.getByRole('main');
      for (const typed of [
        '9999.00',
        'Dermawan Palsu',
        'Paid in full',
        result.PaymentID,
        result.RespTime,
        result.TxnID,
        result.AuthCode,
      ]) {
        expect(main).not.toHaveTextContent(typed);
      }
      expect(screen.queryByText(/Amount|Jumlah/, { selector: 'dt' })).not.toBeInTheDocument();
    },
  );

  it('offers a retry when the API cannot be reached', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/payments/verify': () =>
        ++attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json({ valid: true, status: 'success' }),
    });
    const user = userEvent.setup();
    renderApp(statusPath(result), { language: 'eng' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your payment right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeVisible();
  });
});

describe('/transaction-pending', () => {
  const pendingPath =
    '/transaction-pending?PymtMethod=CC&PaymentID=1756700000000A1201&Amount=50.00';

  const queries = (calls: { path: string }[]) =>
    calls.filter((call) => call.path.endsWith('/query')).length;

  it('says "Please wait ...", re-checks with growing pauses, then says what to do', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { calls } = mockApi({
        'POST /api/payments/1756700000000A1201/query': () =>
          json({ status: 'pending', final: false }),
      });
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const { router } = renderApp(pendingPath, { language: 'eng' });
      expect(await screen.findByText('Please wait ...')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Transaction pending' })).toBeVisible();
      // From the first view, not only after the last re-check.
      expect(
        screen.getByText(/email you a receipt once the payment gateway confirms it\./),
      ).toBeVisible();
      expect(await screen.findByText(/check again in 3 s/)).toBeVisible();
      expect(queries(calls)).toBe(1);
      for (const [index, delay] of RECHECK_DELAYS_MS.entries()) {
        await act(() => vi.advanceTimersByTimeAsync(delay));
        await waitFor(() => expect(queries(calls)).toBe(index + 2));
      }
      expect(await screen.findByText(/still not confirmed/)).toBeVisible();
      expect(screen.queryByText('Please wait ...')).not.toBeInTheDocument();
      expect(screen.getByText(/contact us with your Payment ID/)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(queries(calls)).toBe(RECHECK_DELAYS_MS.length + 1);
      // The visitor may start over.
      await user.click(screen.getByRole('button', { name: 'Check again' }));
      await waitFor(() => expect(queries(calls)).toBe(RECHECK_DELAYS_MS.length + 2));
      expect(router.state.location.pathname).toBe('/en/transaction-pending');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is titled "Menunggu pengesahan" in Malay and moves on when a re-check finds the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let answers = 0;
      const final = { ...result };
      const { calls } = mockApi({
        'POST /api/payments/1756700000000A1201/query': () =>
          ++answers === 1
            ? json({ status: 'pending', final: false })
            : json({ status: 'success', final: true, fields: final }),
        'POST /api/payments/verify': () => json({ valid: true, status: 'success' }),
      });
      const { router } = renderApp(pendingPath);
      expect(await screen.findByRole('heading', { name: 'Menunggu pengesahan' })).toBeVisible();
      expect(screen.getByText('Sila tunggu ...')).toBeVisible();
      expect(
        screen.getByText(
          /menghantar resit ke emel anda setelah gerbang pembayaran mengesahkannya\./,
        ),
      ).toBeVisible();
      expect(await screen.findByText(/menyemak semula dalam 3 saat/)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0]));
      await waitFor(() => expect(router.state.location.pathname).toBe('/transaction-status'));
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(final);
      expect(await screen.findByRole('heading', { name: 'Transaksi Berjaya' })).toBeVisible();
      expect(queries(calls)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['eng', 'We could not find this payment', 'Make a donation', 'Contact'],
    ['bm', 'Kami tidak dapat menemui pembayaran ini', 'Buat sumbangan', 'Hubungi Kami'],
  ] as const)(
    'says at once (%s) that a made-up payment id is not found, and stops',
    async (language, title, donate, contact) => {
      const { calls } = mockApi({
        'POST /api/payments/1756700000000Z9901/query': () =>
          json({ error: { code: 'payment_not_found' } }, 404),
      });
      renderApp('/transaction-pending?PaymentID=1756700000000Z9901', { language });
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.queryByText(/Please wait|Sila tunggu/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: donate })).toBeVisible();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: contact })).toHaveAttribute(
        'href',
        language === 'eng' ? '/en/contact' : '/contact',
      );
      await new Promise((done) => setTimeout(done, 100));
      expect(queries(calls)).toBe(1);
    },
  );

  it('says it could not check when the API stays unreachable through every re-check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      mockApi({
        'POST /api/payments/1756700000000A1201/query': () =>
          Promise.reject(new TypeError('Failed to fetch')),
      });
      renderApp(pendingPath, { language: 'eng' });
      await screen.findByText('Please wait ...');
      for (const delay of RECHECK_DELAYS_MS) await act(() => vi.advanceTimersByTimeAsync(delay));
      expect(await screen.findByText(/could not check the payment status/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves on to the status page as soon as the gateway knows the final result', async () => {
    const failed = { ...result, TxnStatus: '1', AuthCode: '' };
    mockApi({
      'POST /api/payments/1756700000000A1201/query': () =>
        json({ status: 'failed', final: true, fields: failed }),
      'POST /api/payments/verify': () => json({ valid: true, status: 'failed' }),
    });
    const { router } = renderApp(pendingPath, { language: 'eng' });
    expect(await screen.findByRole('heading', { name: 'Transaction Failed' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/transaction-status');
  });

  it('goes to /contribute without a PaymentID', async () => {
    const { router } = renderApp('/transaction-pending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contribute'));
  });
});
