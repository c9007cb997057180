import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../web/src/app/provider';
import { bankTransfer } from '../../web/src/config/env';
import { localizePath } from '../../web/src/config/paths';
import { BankTransferBox } from '../../web/src/features/donation/components/bank-transfer-box';
import { DonationForm } from '../../web/src/features/donation/components/donation-form';
import { navigateToGateway } from '../../web/src/features/donation/lib/navigate';
import { initI18n } from '../support/i18n';
import type { Language } from '@gsk/core/i18n/language';
import { renderApp } from '../support/render-app';
import { deferred, json, mockApi } from './payment-api-mock';

vi.mock('../../web/src/features/donation/lib/navigate', () => ({ navigateToGateway: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateToGateway).mockReset();
  sessionStorage.clear();
});

const gatewayUrl = 'http://127.0.0.1:4581/IPGSG/Payment.aspx?TransactionType=SALE&PaymentID=1';

/** The card variant on its own, as the home page places it. */
const renderCard = (language: Language = 'bm', enterprise?: string) =>
  render(
    <AppProvider i18n={initI18n(language)}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<DonationForm variant="card" enterprise={enterprise} />} />
          <Route path={localizePath('/terms', language)} element={<p>terms</p>} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    // From the label's start: 'Name' is not the donor wall's 'Show my name…'.
    const input = screen.getByLabelText(
      new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'),
    );
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

describe('/contribute', () => {
  it('shows the hero, the texts and the Crowdfund form, titled "Sumbang" in Malay and "Contribute" in English', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/contribute');
    expect(await screen.findByRole('heading', { name: 'Dana Awam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bersama, kita bina ekonomi milik rakyat',
    );
    expect(screen.getByRole('heading', { name: 'Mengapa sumbangan anda penting' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sumbang Hari Ini!' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Sumbang | Gerakan Sektor Ketiga'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'maklumat yang mengelirukan dengan fakta yang tepat',
    );

    await user.click(screen.getByRole('button', { name: 'EN English' }));
    expect(await screen.findByRole('heading', { name: 'Crowdfund' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/contribute');
    expect(screen.getByRole('button', { name: 'Contribute Today!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contribute | Gerakan Sektor Ketiga'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'counter misleading information with accurate facts',
    );
  });

  it.each([
    ['5', 5],
    ['10', 10],
    ['50', 50],
    ['100', 100],
    ['500', 500],
  ])('pre-fills the amount from ?donate=%s', async (query, amount) => {
    renderApp(`/contribute?donate=${query}`);
    expect(await screen.findByLabelText('Jumlah (RM)')).toHaveValue(amount);
  });

  it('ignores other ?donate= values and names the enterprise of ?enterprise=', async () => {
    renderApp('/contribute?donate=7&enterprise=kesum');
    expect(await screen.findByLabelText('Jumlah (RM)')).toHaveValue(null);
    expect(screen.getByText('Sumbangan anda untuk Kesum.')).toBeInTheDocument();
  });

  it('validates on submit with the spec’s Malay messages and moves focus to the first error', async () => {
    const { fetchMock } = mockApi({});
    const user = userEvent.setup();
    renderApp('/contribute');
    await user.click(await screen.findByRole('button', { name: 'Sumbang Hari Ini!' }));
    expect(await screen.findByText('Nama anda diperlukan')).toBeInTheDocument();
    expect(screen.getByText('Emel anda diperlukan')).toBeInTheDocument();
    expect(screen.getByText('Nombor telefon anda diperlukan')).toBeInTheDocument();
    expect(screen.getByText('Jumlah sumbangan anda diperlukan')).toBeInTheDocument();
    const name = screen.getByLabelText('Nama');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nama anda diperlukan');
    await waitFor(() => expect(name).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['10.5', 'Decimal places are not allowed'],
    ['10001', 'Amount must be equal or less than 10000'],
    ['0', 'Amount must be greater than 0'],
  ])('refuses an amount of %s in English: "%s"', async (amount, message) => {
    const user = userEvent.setup();
    renderApp('/contribute', { language: 'eng' });
    await screen.findByRole('heading', { name: 'Crowdfund' });
    await fill(user, { 'Amount (RM)': amount, Email: 'not-an-email', 'Phone number': '12' });
    await user.click(screen.getByRole('button', { name: 'Contribute Today!' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  });

  it('starts the payment, keeps the form disabled under the overlay, then navigates to the gateway', async () => {
    const answer = deferred<Response>();
    const { calls } = mockApi({ 'POST /api/payments': () => answer.promise });
    const user = userEvent.setup();
    renderApp('/contribute?donate=50&enterprise=kesum', { language: 'eng' });
    await screen.findByRole('heading', { name: 'Crowdfund' });
    await fill(user, {
      Name: 'Siti Aminah',
      Email: 'siti@example.com',
      'Phone number': '012-345 6789',
    });
    await user.click(screen.getByRole('button', { name: 'Contribute Today!' }));

    const overlay = await screen.findByRole('status');
    expect(overlay).toHaveTextContent('Taking you to the secure payment page…');
    expect(screen.getByRole('button', { name: 'Contribute Today!' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/payments',
        body: {
          name: 'Siti Aminah',
          email: 'siti@example.com',
          phone_number: '012-345 6789',
          amount: 50,
          notes: '',
          enterprise: 'kesum',
          language: 'eng',
          // Given on /contribute: to no campaign, page or event, anonymous, no LHDN setting.
          campaign: '',
          fundraiser: '',
          event: '',
          donor_wall: false,
          identity_no: '',
        },
      },
    ]);
    expect(navigateToGateway).not.toHaveBeenCalled();

    answer.resolve(json({ paymentId: '1', url: gatewayUrl }, 201));
    await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();

    // Back from the gateway, the browser restores the page from its cache: the form works again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeEnabled();
  });

  it('keeps name, email and phone for the tab when leaving for the gateway, and fills them in again', async () => {
    mockApi({ 'POST /api/payments': () => json({ paymentId: '1', url: gatewayUrl }, 201) });
    const user = userEvent.setup();
    const first = renderApp('/contribute?donate=50', { language: 'eng' });
    await screen.findByRole('heading', { name: 'Crowdfund' });
    await fill(user, {
      Name: 'Siti Aminah',
      Email: 'siti@example.com',
      'Phone number': '012-345 6789',
    });
    await user.click(screen.getByRole('button', { name: 'Contribute Today!' }));
    await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
    // Only this tab's storage, and never the amount.
    expect(localStorage.getItem('donationDetails')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('donationDetails') ?? '{}')).toEqual({
      name: 'Siti Aminah',
      email: 'siti@example.com',
      phone_number: '012-345 6789',
    });
    first.unmount();

    // Back from the gateway without the page cache: a fresh page, the details filled in again.
    renderApp('/contribute', { language: 'eng' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Siti Aminah'));
    expect(screen.getByLabelText('Email')).toHaveValue('siti@example.com');
    expect(screen.getByLabelText('Phone number', { exact: false })).toHaveValue('012-345 6789');
    expect(screen.getByLabelText('Amount (RM)', { exact: false })).toHaveValue(null);
  });

  it('shows the server’s field messages and re-enables the form', async () => {
    mockApi({
      'POST /api/payments': () =>
        json({ error: { code: 'validation', fields: { email: 'donation.email.invalid' } } }, 400),
    });
    const user = userEvent.setup();
    renderApp('/contribute?donate=10');
    await screen.findByRole('heading', { name: 'Dana Awam' });
    await fill(user, { Nama: 'Ali', Emel: 'ali@example.com', 'Nombor telefon': '0123456789' });
    await user.click(screen.getByRole('button', { name: 'Sumbang Hari Ini!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sila semak maklumat yang ditanda dan cuba lagi.',
    );
    expect(screen.getByText('Mesti menggunakan emel yang sah')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sumbang Hari Ini!' })).toBeEnabled();
    expect(navigateToGateway).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Ralat rangkaian',
    ],
    [
      'an origin refusal',
      () => json({ error: { code: 'origin_not_allowed' } }, 400),
      'Sumbangan tidak dapat dimulakan dari halaman ini',
    ],
    [
      'a cross-site refusal',
      () => json({ error: { code: 'cross_site' } }, 403),
      'Sumbangan tidak dapat dimulakan dari halaman ini',
    ],
    ['a server error', () => json({ error: { code: 'internal' } }, 500), 'Ralat pelayan'],
    [
      'throttling',
      () => json({ error: { code: 'too_many_requests' } }, 429),
      'Terlalu banyak cubaan',
    ],
  ])('explains %s in an alert', async (_, answer, message) => {
    mockApi({ 'POST /api/payments': answer });
    const user = userEvent.setup();
    renderApp('/contribute?donate=10');
    await screen.findByRole('heading', { name: 'Dana Awam' });
    await fill(user, { Nama: 'Ali', Emel: 'ali@example.com', 'Nombor telefon': '0123456789' });
    await user.click(screen.getByRole('button', { name: 'Sumbang Hari Ini!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sumbang Hari Ini!' })).toBeEnabled();
  });
});

describe('the home page donation card', () => {
  it('has name, email, phone, amount (RM), notes, a submit button and a link to /en/terms', async () => {
    const { calls } = mockApi({
      'POST /api/payments': () => json({ paymentId: '1', url: gatewayUrl }, 201),
    });
    const user = userEvent.setup();
    renderCard('eng', 'solar');
    const card = await screen.findByRole('region', { name: 'Make a donation' });
    expect(within(card).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/en/terms',
    );
    expect(within(card).getByText('Your donation goes to Suria.')).toBeInTheDocument();
    await fill(user, {
      Name: 'Ravi',
      Email: 'ravi@example.com',
      'Phone number': '+60 12-345 6789',
      'Amount (RM)': '25',
      Notes: 'Keep going',
    });
    await user.click(within(card).getByRole('button', { name: 'Donate now' }));
    await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
    expect(calls[0]?.body).toMatchObject({
      amount: 25,
      notes: 'Keep going',
      enterprise: 'solar',
      phone_number: '+60 12-345 6789',
    });
  });

  it('is in Malay by default, and ignores an unknown enterprise', async () => {
    renderCard('bm', 'nope');
    expect(await screen.findByRole('region', { name: 'Buat sumbangan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Catatan', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terma Penggunaan' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.queryByText(/Sumbangan anda untuk/)).not.toBeInTheDocument();
  });
});

describe.each([
  [
    'bm',
    {
      wall: 'Paparkan nama saya di dinding penderma',
      hint: 'Hanya nama yang anda taip dan tarikh sumbangan dipaparkan, tidak sekali-kali jumlahnya. Jika tidak ditanda, anda kekal tanpa nama.',
      identity: 'Nombor kad pengenalan',
      submit: 'Sumbang sekarang',
      fields: { Nama: 'Ravi', Emel: 'ravi@example.my', 'Nombor telefon': '012-345 6789' },
      amount: 'Jumlah (RM)',
    },
  ],
  [
    'eng',
    {
      wall: 'Show my name on the donor wall',
      hint: 'Only the name you type and the date you gave are shown, never the amount. Leave it unticked to stay anonymous.',
      identity: 'Identity card number',
      submit: 'Donate now',
      fields: { Name: 'Ravi', Email: 'ravi@example.my', 'Phone number': '012-345 6789' },
      amount: 'Amount (RM)',
    },
  ],
] as const)('the donor wall choice in %s', (language, text) => {
  it('is unticked by default, says what is shown, and sends the donor’s choice to be named', async () => {
    const { calls } = mockApi({ 'POST /api/payments': () => json({ url: gatewayUrl }, 201) });
    const user = userEvent.setup();
    renderCard(language);
    const wall = await screen.findByRole('checkbox', { name: text.wall });
    expect(wall).not.toBeChecked();
    expect(wall).toHaveAccessibleDescription(text.hint);
    // No LHDN approval on this stage: no identity-card number is asked.
    expect(screen.queryByLabelText(text.identity, { exact: false })).toBeNull();
    await fill(user, { ...text.fields, [text.amount]: '10' });
    await user.click(wall);
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(navigateToGateway).toHaveBeenCalledWith(gatewayUrl));
    expect(calls[0]?.body).toMatchObject({ donor_wall: true, identity_no: '', campaign: '' });
  });
});

describe('the bank-transfer box', () => {
  it('shows bank name, account number, holder and the note', () => {
    render(
      <AppProvider i18n={initI18n('eng')}>
        <BankTransferBox
          details={{ bankName: 'Bank X', accountNumber: '1234', accountHolder: 'GSK' }}
        />
      </AppProvider>,
    );
    const box = screen.getByRole('region', { name: 'Bank transfer' });
    expect(within(box).getByText('Bank X')).toBeInTheDocument();
    expect(within(box).getByText('1234')).toBeInTheDocument();
    expect(within(box).getByText('GSK')).toBeInTheDocument();
    expect(within(box).getByText(/transfer reference/)).toBeInTheDocument();
  });

  it('is not shown unless the build sets all three details', () => {
    const { container } = render(
      <AppProvider i18n={initI18n('eng')}>
        <BankTransferBox details={bankTransfer('Bank X', '', 'GSK')} />
      </AppProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(bankTransfer(' Bank X ', '1234', 'GSK')).toEqual({
      bankName: 'Bank X',
      accountNumber: '1234',
      accountHolder: 'GSK',
    });
    expect(bankTransfer(undefined, undefined, undefined)).toBeUndefined();
  });
});
