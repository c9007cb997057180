import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

const respond = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/contact', () => {
  it('shows its messages in Malay once submitted, phone optional, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderApp('/contact', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang hubungi kami' });
    await waitFor(() => expect(document.title).toBe('Hubungi Kami | Gerakan Sektor Ketiga'));
    expect(within(form).getByLabelText(/Nombor telefon/)).not.toBeRequired();
    await user.type(within(form).getByLabelText(/^Emel/), 'bukan-emel');
    await user.type(within(form).getByLabelText(/Nombor telefon/), 'telefon saya');
    await user.type(within(form).getByLabelText(/^Mesej/), 'Hai');
    await user.click(within(form).getByRole('button', { name: 'Hantar Mesej' }));
    for (const message of [
      'Nama anda diperlukan',
      'Sila masukkan alamat emel yang sah',
      'Sila masukkan nombor telefon yang sah',
      'Mesej anda mesti sekurang-kurangnya 10 aksara',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nama/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the same messages in English at /en/contact', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup({ delay: null });
    renderApp('/en/contact', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await waitFor(() => expect(document.title).toBe('Contact Us | Gerakan Sektor Ketiga'));
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Your name is required',
      'Your email is required',
      'Please write your message',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it.each([
    [
      'bm',
      '/contact',
      'Borang hubungi kami',
      { name: /^Nama/, email: /^Emel/, message: /^Mesej/, send: 'Hantar Mesej' },
      'Ini mengandungi aksara tersembunyi yang tidak dapat dipaparkan, seperti aksara kawalan atau penanda arah teks (biasanya terbawa semasa salin dan tampal). Sila taip semula dengan huruf, nombor dan tanda baca biasa.',
    ],
    [
      'eng',
      '/en/contact',
      'Contact form',
      { name: /^Name/, email: /^Email/, message: /^Message/, send: 'Send Message' },
      'This holds a hidden character that cannot be shown, such as a control or text-direction mark (often brought in by copying and pasting). Please type it again with ordinary letters, numbers and punctuation.',
    ],
  ] as const)(
    '(%s) names a pasted right-to-left override under its field, and sends nothing',
    async (language, path, formName, labels, text) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup({ delay: null });
      renderApp(path, { language });
      const form = await screen.findByRole('form', { name: formName });
      await user.click(within(form).getByLabelText(labels.name));
      await user.paste('Aminah \u202Enim');
      await user.type(within(form).getByLabelText(labels.email), 'aminah@example.com');
      await user.type(within(form).getByLabelText(labels.message), 'Saya ingin tahu lebih lanjut.');
      await user.click(within(form).getByRole('button', { name: labels.send }));
      const name = within(form).getByLabelText(labels.name);
      await waitFor(() => expect(name).toHaveAccessibleDescription(text));
      expect(within(form).getAllByText(text)).toHaveLength(1);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("sends the message with the page's language and the honeypot, then thanks the visitor and empties the form", async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        requests.push({ url, init });
        return respond(201, { id: 'm-1' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/en/contact', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByLabelText(/^Name/), 'Lim Wei Ling');
    await user.type(within(form).getByLabelText(/^Email/), 'lim@example.com');
    await user.type(within(form).getByLabelText(/^Message/), 'Is my donation tax-deductible?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(dialog).toHaveTextContent('We have received your message and emailed you');
    expect(requests[0]?.url).toMatch(/\/contact$/);
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      name: 'Lim Wei Ling',
      email: 'lim@example.com',
      phone: '',
      message: 'Is my donation tax-deductible?',
      language: 'eng',
      homepage: '',
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
  });

  it.each([
    [
      'bm',
      400,
      '/contact',
      { error: { code: 'validation', fields: { email: 'contact.email.invalid' } } },
      'Sila masukkan alamat emel yang sah. Sila cuba lagi.',
    ],
    [
      'eng',
      500,
      '/en/contact',
      { error: { code: 'internal' } },
      'Server error. Please try again later or contact support. Please try again.',
    ],
    ['eng', 429, '/en/contact', { error: { code: 'too_many_requests' } }, /Please wait 10 minutes/],
  ] as const)(
    "shows the partner form's error catalogue (%s, HTTP %i)",
    async (language, status, path, body, text) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => respond(status, body)),
      );
      const user = userEvent.setup({ delay: null });
      renderApp(path, { language });
      const form = await screen.findByRole('form');
      const bm = language === 'bm';
      await user.type(within(form).getByLabelText(bm ? /^Nama/ : /^Name/), 'Aminah');
      await user.type(within(form).getByLabelText(bm ? /^Emel/ : /^Email/), 'aminah@example.com');
      await user.type(
        within(form).getByLabelText(bm ? /^Mesej/ : /^Message/),
        'Bagaimana saya boleh menjadi rakan kongsi?',
      );
      await user.click(
        within(form).getByRole('button', { name: bm ? 'Hantar Mesej' : 'Send Message' }),
      );
      const dialog = await screen.findByRole('dialog', { name: bm ? 'Ralat!' : 'Error!' });
      expect(dialog).toHaveTextContent(text);
    },
  );
});

describe('/faq', () => {
  it('answers donors, partners and members in Malay, each question a disclosure', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/faq', { language: 'bm' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soalan lazim' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Soalan Lazim | Gerakan Sektor Ketiga'));
    for (const group of ['Sumbangan', 'Rakan kongsi dan pakar', 'Data peribadi dan hubungan'])
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();

    const tax = screen.getByText('Bolehkah sumbangan saya ditolak daripada cukai pendapatan?');
    const details = tax.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(tax);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('subseksyen 44(6) Akta Cukai Pendapatan 1967');
    expect(details).toHaveTextContent('Resit kami bukan resit pengecualian cukai');

    expect(screen.getByText(/dalam tempoh 14 hari dengan ID Pembayaran anda/)).toBeInTheDocument();
    expect(screen.getByText(/dalam tempoh 21 hari/)).toBeInTheDocument();
    expect(screen.getByText(/2.4% setahun/)).toBeInTheDocument();
  });

  it('answers in English at /en/faq and links to the pages it names', async () => {
    renderApp('/en/faq', { language: 'eng' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Frequently Asked Questions | Gerakan Sektor Ketiga'),
    );
    const data = screen.getByText('What happens to my personal data?').closest('details');
    expect(data).toHaveTextContent('we handle such requests within 21 days');
    expect(
      within(data as HTMLElement).getByRole('link', { name: 'Read the Privacy Policy' }),
    ).toHaveAttribute('href', '/en/privacy-policy');
    const bank = screen.getByText('Can I donate by bank transfer?').closest('details');
    expect(
      within(bank as HTMLElement).getByRole('link', { name: 'Go to the Contribute page' }),
    ).toHaveAttribute('href', '/en/contribute');
    expect(screen.getByRole('link', { name: 'Our radical policies' })).toHaveAttribute(
      'href',
      '/en/policies',
    );
  });
});

describe('"contact us" leads to the contact page', () => {
  it("from the terms' refund clause, in each language", async () => {
    renderApp('/en/terms', { language: 'eng' });
    expect(
      await screen.findByRole('link', { name: 'Write to us through the contact page.' }),
    ).toHaveAttribute('href', '/en/contact');
  });

  it('from the Malay terms', async () => {
    renderApp('/terms', { language: 'bm' });
    expect(
      await screen.findByRole('link', { name: 'Tulis kepada kami melalui halaman hubungi kami.' }),
    ).toHaveAttribute('href', '/contact');
  });
});
