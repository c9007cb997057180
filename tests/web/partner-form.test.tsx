import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { honeypotField } from '@gsk/core/api';
import { AppProvider } from '../../web/src/app/provider';
import { PartnerForm } from '../../web/src/features/applications/components/partner-form';
import type { PartnerFormProps } from '../../web/src/features/applications/components/partner-form';
import { initI18n } from '../support/i18n';
import type { Language } from '@gsk/core/i18n/language';

const renderForm = (props: PartnerFormProps = {}, language: Language = 'eng') =>
  render(
    <AppProvider i18n={initI18n(language)}>
      <PartnerForm {...props} />
    </AppProvider>,
  );

/** A fetch whose answers the test decides, recording every call. */
const stubFetch = (...answers: (() => Promise<Response>)[]) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift();
    return answer ? answer() : Promise.reject(new Error('unexpected request'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

const json = (status: number, body: unknown, statusText = '') =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { 'content-type': 'application/json' },
    }),
  );

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  { enterprise = true }: { enterprise?: boolean } = {},
) => {
  await user.type(screen.getByLabelText(/Full name/), 'Nurul Aina');
  await user.type(screen.getByLabelText(/^Email/), 'aina@example.com');
  await user.type(screen.getByLabelText(/Phone number/), '+60 12-345 6789');
  await user.selectOptions(
    screen.getByLabelText(/How would you like to contribute/),
    'Become an Operations Partner',
  );
  if (enterprise)
    await user.selectOptions(
      screen.getByLabelText(/Which enterprise would you like to help/),
      'Saga Sivik',
    );
  await user.type(screen.getByLabelText(/Additional comments/), 'Weekends only');
};

const fileOf = (name: string, type: string, size: number, head = '%PDF-1.7\n') =>
  new File([head.padEnd(size, ' ').slice(0, size)], name, { type });

/** An XMLHttpRequest that records the upload and answers S3's 204 after reporting progress. */
class FakeUpload {
  static sent: { url: string; body: FormData }[] = [];
  static status = 204;
  status = 0;
  statusText = '';
  private url = '';
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners = new Map<string, ((event: ProgressEvent) => void)[]>();
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  abort() {}
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, body });
    setTimeout(() => {
      for (const listener of this.uploadListeners.get('progress') ?? [])
        listener({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      setTimeout(() => {
        this.status = FakeUpload.status;
        for (const listener of this.listeners.get('load') ?? []) listener();
      }, 300);
    }, 10);
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  FakeUpload.status = 204;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PartnerForm: fields and validation', () => {
  it('shows an error under a field only once it has been touched (on blur)', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const name = screen.getByLabelText(/Full name/);
    await user.click(name);
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows the message of a field left by pressing Submit only once the press is over', async () => {
    stubFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByLabelText(/Full name/));
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    // The press blurs the field: its message must not push the button away mid-press.
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(screen.getByLabelText(/Full name/)).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    // The click landed: the submit shows every field's message, not the blurred one's only.
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
  });

  it('marks every field touched on a failed submit, focuses the first and sends nothing', async () => {
    const calls = stubFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Please select how you want to contribute',
      'Please select an enterprise type',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
  });

  it('speaks Malay, with the spec’s Malay messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({}, 'bm');
    await user.click(screen.getByRole('button', { name: 'Hantar Permohonan' }));
    expect(await screen.findByText('Nama penuh diperlukan')).toBeInTheDocument();
    expect(screen.getByText('Email diperlukan')).toBeInTheDocument();
    expect(screen.getByText('No telefon diperlukan')).toBeInTheDocument();
    expect(screen.getByText('Sila pilih bagaimana anda ingin menyumbang')).toBeInTheDocument();
    expect(screen.getByText('Sila pilih jenis perusahaan')).toBeInTheDocument();
    expect(screen.getByText('Tiada fail dipilih')).toBeInTheDocument();
  });

  it('lists the three contribution types and the seven enterprises', () => {
    renderForm();
    const contribution = screen.getByLabelText(/How would you like to contribute/);
    expect(
      within(contribution)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a contribution type',
      'Become an Equity Partner',
      'Become an Asset Partner',
      'Become an Operations Partner',
    ]);
    const enterprise = screen.getByLabelText(/Which enterprise would you like to help/);
    expect(
      within(enterprise)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select an enterprise',
      'FlexiMart',
      'Kesum',
      'Suria',
      'Saga Sivik',
      'CLIB',
      'PinjamGajet',
      'TanamDuit',
    ]);
  });

  it('has a honeypot people cannot reach, named as the API expects', () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
  });

  it('gives two forms on one page distinct ids', () => {
    const { container } = render(
      <AppProvider i18n={initI18n('eng')}>
        <PartnerForm enterpriseSlug="kesum" />
        <PartnerForm enterpriseSlug="kesum" />
      </AppProvider>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole('form', { name: 'Partner application form' })).toHaveLength(2);
  });
});

describe('PartnerForm: the CV picker', () => {
  it('refuses a file of another type with the spec’s alert and keeps nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm({}, 'bm');
    const input = screen.getByLabelText(/Muat naik CV/);
    await user.upload(input, fileOf('cv.pdf', 'application/pdf', 100));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();

    await user.upload(input, fileOf('setup.exe', 'application/x-msdownload', 100, 'MZ'));
    expect(alert).toHaveBeenCalledWith('Hanya fail PDF, DOC, DOCX dan TXT dibenarkan');
    expect(screen.getByText('Tiada fail dipilih')).toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses a file over 5 MB with the spec’s alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.upload(
      screen.getByLabelText(/Upload CV/),
      fileOf('big.pdf', 'application/pdf', 5_242_881),
    );
    expect(alert).toHaveBeenCalledWith('File size must be smaller than 5MB.');
    expect(screen.getByText('No file selected')).toBeInTheDocument();
  });

  it('accepts a file of exactly 5 MB and refuses an empty one without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderForm();
    const input = screen.getByLabelText(/Upload CV/);
    await user.upload(input, fileOf('notes.txt', 'text/plain', 5_242_880, 'hello'));
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    await user.upload(input, new File([], 'empty.docx', { type: '' }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('The file is empty')).toBeInTheDocument();
    expect(screen.getByText('No file selected')).toBeInTheDocument();
  });
});

describe('PartnerForm: submitting', () => {
  it('sends the spec’s fields, shows Submitting..., then the success dialog and a reset form', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    // The site's own /api (the spec's default partner path), same-origin with its cookies.
    expect(url).toBe('/api/partnerForm');
    expect(init).toMatchObject({
      method: 'POST',
      mode: 'same-origin',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Nurul Aina',
      email: 'aina@example.com',
      phone: '+60 12-345 6789',
      contributionType: 'operations',
      enterpriseType: 'sivik101',
      additionalComments: 'Weekends only',
      // The page's language, in which the applicant's acknowledgement is written.
      language: 'eng',
      [honeypotField]: '',
    });

    await act(async () =>
      answer(
        new Response(JSON.stringify({ id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' }), {
          status: 201,
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Application Submitted!' });
    expect(dialog).toHaveTextContent(
      'Your partnership application has been submitted successfully. Thank you for applying!',
    );
    // The reference the API gave, which the acknowledgement email quotes, and what comes next.
    expect(within(dialog).getByText('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "Your application's reference: 3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
    );
    expect(within(dialog).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'We have emailed a confirmation with this reference to aina@example.com. Our team will review your application and contact you by email or phone about the next steps. Please quote this reference if you contact us.',
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/How would you like to contribute/)).toHaveValue('');
    expect(screen.getByLabelText(/Additional comments/)).toHaveValue('');
    expect(screen.getByText('No file selected')).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('confirms in Malay with the reference and the next step, and sends the page’s language', async () => {
    const calls = stubFetch(() => json(201, { id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' }));
    const user = userEvent.setup({ delay: null });
    renderForm({}, 'bm');
    await user.type(screen.getByLabelText(/Nama penuh/), 'Nurul Aina');
    await user.type(screen.getByLabelText(/^Emel/), 'aina@example.com');
    await user.type(screen.getByLabelText(/No telefon|Nombor telefon/), '012-345 6789');
    await user.selectOptions(
      screen.getByLabelText(/Bagaimana anda ingin menyumbang/),
      'Menjadi Rakan Kongsi Ekuiti',
    );
    await user.selectOptions(screen.getByLabelText(/Perusahaan yang ingin anda bantu/), 'Kesum');
    await user.click(screen.getByRole('button', { name: 'Hantar Permohonan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Permohonan Dihantar!' });
    expect(dialog).toHaveTextContent(
      'Permohonan perkongsian anda telah berjaya dihantar. Terima kasih kerana memohon!',
    );
    expect(dialog).toHaveTextContent(
      'Rujukan permohonan anda: 3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    );
    expect(within(dialog).getByRole('heading', { name: 'Apa seterusnya' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Kami telah menghantar pengesahan dengan rujukan ini ke aina@example.com. Pasukan kami akan menyemak permohonan anda dan menghubungi anda melalui emel atau telefon tentang langkah seterusnya. Sebutkan rujukan ini jika anda menghubungi kami.',
    );
    expect((calls[0]?.init.body as FormData).get('language')).toBe('bm');
  });

  it('uploads the CV to S3 first, with progress, and sends its key and token', async () => {
    const calls = stubFetch(
      () =>
        json(200, {
          url: 'http://s3.test/applications',
          fields: { key: 'uploads/partner/abc.docx', Policy: 'p' },
          key: 'uploads/partner/abc.docx',
          token: '1893456000.signed-by-the-api',
        }),
      () => json(201, { id: 'id-1' }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    const docx = fileOf(
      'Profile.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      2048,
      'PK\u0003\u0004',
    );
    await user.upload(screen.getByLabelText(/Upload CV/), docx);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Uploading CV… 50%')).toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'Application Submitted!' });

    const [presign, application] = calls as [
      { url: string; init: RequestInit },
      { url: string; init: RequestInit },
    ];
    expect(presign.url).toMatch(/\/uploads$/);
    expect(JSON.parse(String(presign.init.body))).toEqual({
      filename: 'Profile.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 2048,
      form: 'partner',
    });
    expect(FakeUpload.sent).toHaveLength(1);
    const upload = FakeUpload.sent[0]!;
    expect(upload.url).toBe('http://s3.test/applications');
    expect([...upload.body.keys()]).toEqual(['key', 'Policy', 'file']);
    expect((upload.body.get('file') as File).name).toBe('Profile.docx');
    expect((application.init.body as FormData).get('cvKey')).toBe('uploads/partner/abc.docx');
    expect((application.init.body as FormData).get('cvToken')).toBe('1893456000.signed-by-the-api');
  });

  it('applies to the page’s enterprise on an enterprise page and keeps it after the reset', async () => {
    const calls = stubFetch(() => json(201, { id: 'id-2' }));
    const user = userEvent.setup({ delay: null });
    renderForm({ enterpriseSlug: 'tanamduit' });
    const enterprise = screen.getByLabelText(/Which enterprise would you like to help/);
    expect(enterprise).toHaveValue('TanamDuit');
    expect(enterprise).toHaveAttribute('readonly');
    await fill(user, { enterprise: false });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('dialog', { name: 'Application Submitted!' });
    expect((calls[0]?.init.body as FormData).get('enterpriseType')).toBe('tanamduit');
    expect(screen.getByLabelText(/Which enterprise would you like to help/)).toHaveValue(
      'TanamDuit',
    );
  });

  it('keeps what was typed and shows the Error! dialog when the API refuses', async () => {
    stubFetch(() => json(500, { error: { code: 'internal' } }, 'Internal Server Error'));
    const user = userEvent.setup({ delay: null });
    renderForm({}, 'bm');
    await user.type(screen.getByLabelText(/Nama penuh/), 'Nurul Aina');
    await user.type(screen.getByLabelText(/^Emel/), 'aina@example.com');
    await user.type(screen.getByLabelText(/Nombor telefon/), '0123456789');
    await user.selectOptions(
      screen.getByLabelText(/Bagaimana anda ingin menyumbang/),
      'Menjadi Rakan Kongsi Aset',
    );
    await user.selectOptions(screen.getByLabelText(/Perusahaan yang ingin anda bantu/), 'Kesum');
    await user.click(screen.getByRole('button', { name: 'Hantar Permohonan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ralat!' });
    expect(dialog).toHaveTextContent(
      'Ralat pelayan. Sila cuba sebentar lagi atau hubungi pasukan sokongan. Sila cuba lagi.',
    );
    expect(screen.getByLabelText(/Nama penuh/)).toHaveValue('Nurul Aina');
  });
});
