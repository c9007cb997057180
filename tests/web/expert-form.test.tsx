import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

/** An XMLHttpRequest standing in for S3: progress, then 204. */
class FakeUpload {
  static bodies: FormData[] = [];
  status = 0;
  statusText = '';
  private onLoad: (() => void)[] = [];
  upload = { addEventListener: () => undefined };
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.onLoad.push(listener);
  }
  open() {}
  abort() {}
  send(body: FormData) {
    FakeUpload.bodies.push(body);
    setTimeout(() => {
      this.status = 204;
      for (const listener of this.onLoad) listener();
    }, 5);
  }
}

const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  FakeUpload.bodies = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = () => new File(['%PDF-1.7\n%%EOF\n'], 'Dr Lee CV.pdf', { type: 'application/pdf' });

describe('/expert-contribution', () => {
  it('shows the page heading and the expert form with its five policy areas', async () => {
    renderApp('/expert-contribution', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Expert application form' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const interest = within(form).getByLabelText(/Area of interest/);
    expect(
      within(interest)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a policy area',
      'Food Security',
      'Energy and Renewables',
      'Vocational and Technical',
      'Affordable and Sustainable Housing',
      'Democratising Education',
    ]);
    const qualification = within(form).getByLabelText(/Highest qualification/);
    expect(within(qualification).getAllByRole('option')).toHaveLength(5);
  });

  it('requires every field and the CV, showing the messages once submitted', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderApp('/expert-contribution', { language: 'bm' });
    await user.click(await screen.findByRole('button', { name: 'Hantar Permohonan' }));
    for (const message of [
      'Nama penuh diperlukan',
      'Emel diperlukan',
      'Nombor telefon diperlukan',
      'Sila pilih kelayakan tertinggi anda',
      'Sila pilih bidang yang anda minati',
      'Sila muat naik CV anda dalam format PDF',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes PDF only: a Word file is refused with an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderApp('/expert-contribution', { language: 'eng' });
    await user.upload(
      await screen.findByLabelText(/Upload CV/),
      new File(['PK\u0003\u0004'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(alert).toHaveBeenCalledWith('Only PDF files are allowed');
    expect(screen.getByText('No file selected')).toBeInTheDocument();
  });

  it('uploads the PDF, sends the application and resets after the success dialog', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        requests.push({ url, init });
        return requests.length === 1
          ? respond(200, {
              url: 'http://s3.test/b',
              fields: { key: 'k' },
              key: 'uploads/expert/k.pdf',
              token: 'expert-token',
            })
          : respond(201, { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/expert-contribution', { language: 'eng' });
    await user.type(await screen.findByLabelText(/Full name/), 'Dr Lee Mei Ling');
    await user.type(screen.getByLabelText(/^Email/), 'lee@example.edu.my');
    await user.type(screen.getByLabelText(/Phone number/), '03-1234 5678');
    await user.selectOptions(screen.getByLabelText(/Highest qualification/), 'PhD');
    await user.selectOptions(screen.getByLabelText(/Area of interest/), 'Food Security');
    await user.upload(screen.getByLabelText(/Upload CV/), pdf());
    expect(screen.getByText('Dr Lee CV.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const dialog = await screen.findByRole('dialog', { name: 'Application Submitted!' });
    expect(dialog).toHaveTextContent(
      'Your expert application has been submitted successfully. Thank you for offering your expertise!',
    );
    expect(dialog).toHaveTextContent(
      "Your application's reference: 9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    );
    expect(within(dialog).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'We have emailed a confirmation with this reference to lee@example.edu.my.',
    );
    expect(JSON.parse(String(requests[0]?.init.body))).toMatchObject({ form: 'expert' });
    expect(Object.fromEntries((requests[1]?.init.body as FormData).entries())).toEqual({
      name: 'Dr Lee Mei Ling',
      email: 'lee@example.edu.my',
      phone: '03-1234 5678',
      qualification: 'phd',
      interest: 'food-security',
      cvKey: 'uploads/expert/k.pdf',
      cvToken: 'expert-token',
      language: 'eng',
      homepage: '',
    });
    expect(requests[1]?.url).toMatch(/\/api\/expertForm$/);
    expect(FakeUpload.bodies).toHaveLength(1);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByText('No file selected')).toBeInTheDocument();
    expect(screen.queryByText('Please upload your CV in PDF format')).not.toBeInTheDocument();
  });

  it('confirms in Malay with the reference and the next step', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/uploads')
          ? respond(200, {
              url: 'http://s3.test/b',
              fields: { key: 'k' },
              key: 'uploads/expert/k.pdf',
              token: 'expert-token',
            })
          : respond(201, { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/expert-contribution', { language: 'bm' });
    await user.type(await screen.findByLabelText(/Nama penuh/), 'Dr Lee Mei Ling');
    await user.type(screen.getByLabelText(/^Emel/), 'lee@example.edu.my');
    await user.type(screen.getByLabelText(/Nombor telefon/), '03-1234 5678');
    await user.selectOptions(screen.getByLabelText(/Kelayakan tertinggi/), 'PhD');
    await user.selectOptions(screen.getByLabelText(/Bidang minat/), 'Keterjaminan Makanan');
    await user.upload(screen.getByLabelText(/Muat naik CV/), pdf());
    await user.click(screen.getByRole('button', { name: 'Hantar Permohonan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Permohonan Dihantar!' });
    expect(dialog).toHaveTextContent(
      'Permohonan pakar anda telah berjaya dihantar. Terima kasih kerana menawarkan kepakaran anda!',
    );
    expect(dialog).toHaveTextContent(
      'Rujukan permohonan anda: 9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
    expect(within(dialog).getByRole('heading', { name: 'Apa seterusnya' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Kami telah menghantar pengesahan dengan rujukan ini ke lee@example.edu.my.',
    );
  });
});
