import type { OtpChallenge, PrivacyRequestReceived } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';

/*
 * /privacy-request and /en/privacy-request (issue 32, part C4): the form, its code step and the
 * receipt with the reference and due date, in both languages; bad input said under its field with
 * nothing sent; the API's refusals of the code under the code field; axe clean at each step.
 */

const challenge: OtpChallenge = {
  challengeId: 'AAAAAAAAAAAAAAAAAAAAAA',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};
const received: PrivacyRequestReceived = {
  reference: 'PD-WXYZ2345',
  kind: 'correction',
  receivedAt: '2026-11-27T02:00:00.000Z',
  dueDay: '2026-12-18',
  contactBy: 'email',
};

const copy = {
  bm: {
    path: '/privacy-request',
    title: 'Permintaan Data Peribadi | Gerakan Sektor Ketiga',
    form: 'Borang permintaan data peribadi',
    correction: 'Pembetulan data peribadi saya',
    name: /^Nama penuh/,
    email: /^Emel/,
    byEmail: 'Emel',
    details: /^Butiran/,
    send: 'Hantar kod pengesahan',
    needKind: 'Pilih apa yang anda minta kami lakukan',
    needName: 'Nama anda diperlukan',
    needMobile: 'Nombor telefon bimbit diperlukan',
    needDetails:
      'Nyatakan apa yang anda minta, supaya kami boleh bertindak tanpa perlu bertanya lagi',
    code: /^Kod pengesahan/,
    confirm: 'Sahkan dan hantar permintaan',
    wrong: 'Kod salah. Anda boleh mencuba kod ini 2 kali lagi.',
    received: 'Permintaan anda telah diterima',
    reference: 'Rujukan anda: PD-WXYZ2345',
    due: `Kami akan menjawab selewat-lewatnya ${malaysianLongDate('2026-12-18', 'bm')}.`,
  },
  eng: {
    path: '/en/privacy-request',
    title: 'Personal Data Request | Gerakan Sektor Ketiga',
    form: 'Personal data request form',
    correction: 'A correction of my personal data',
    name: /^Full name/,
    email: /^Email/,
    byEmail: 'Email',
    details: /^Details/,
    send: 'Send verification code',
    needKind: 'Choose what you are asking us to do',
    needName: 'Your name is required',
    needMobile: 'Mobile number is required',
    needDetails: 'Tell us what you are asking for, so that we can act on it without asking again',
    code: /^Verification code/,
    confirm: 'Confirm and send my request',
    wrong: 'Wrong code. You can try this code 2 more times.',
    received: 'We have received your request',
    reference: 'Your reference: PD-WXYZ2345',
    due: `We will answer by ${malaysianLongDate('2026-12-18', 'eng')} at the latest.`,
  },
} as const;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(['bm', 'eng'] as const)('the personal data request in %s', (language) => {
  const text = copy[language];

  it('says what is missing under each field and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp(text.path, { language });
    const form = await screen.findByRole('form', { name: text.form });
    await waitFor(() => expect(document.title).toBe(text.title));
    await user.click(within(form).getByRole('button', { name: text.send }));
    expect(await within(form).findByText(text.needKind)).toBeInTheDocument();
    expect(within(form).getByText(text.needName)).toBeInTheDocument();
    expect(within(form).getByText(text.needMobile)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: text.correction }));
    await user.click(within(form).getByRole('button', { name: text.send }));
    expect(await within(form).findByText(text.needDetails)).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('sends the request, takes the code, and shows the reference and due date', async () => {
    const bodies: unknown[] = [];
    let tries = 0;
    mockApi({
      'POST /api/privacy/requests': (call) => {
        bodies.push(call.body);
        return json(challenge, 202);
      },
      'POST /api/privacy/requests/verify': (call) => {
        bodies.push(call.body);
        tries += 1;
        return tries === 1
          ? json(
              {
                error: {
                  code: 'validation',
                  fields: { code: 'account.code.wrong?count=2' },
                  otp: { usable: true, triesLeft: 2, resendAfterSeconds: 40 },
                },
              },
              400,
            )
          : json(received, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(text.path, { language });
    const form = await screen.findByRole('form', { name: text.form });
    await user.click(within(form).getByRole('radio', { name: text.correction }));
    await user.type(within(form).getByLabelText(text.name), 'Siti Khadijah');
    await user.click(within(form).getByRole('radio', { name: text.byEmail }));
    await user.type(
      within(form).getByLabelText(text.email, { selector: 'input[type=email]' }),
      'siti@example.com',
    );
    await user.type(within(form).getByLabelText(text.details), 'Alamat saya telah berubah.');
    await user.click(within(form).getByRole('button', { name: text.send }));

    const code = await screen.findByLabelText(text.code);
    expect(screen.getByText(/siti@example\.com/)).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.wrong)).toBeVisible();
    await user.clear(screen.getByLabelText(text.code));
    await user.type(screen.getByLabelText(text.code), '4321');
    await user.click(screen.getByRole('button', { name: text.confirm }));

    expect(await screen.findByRole('heading', { name: text.received })).toHaveFocus();
    expect(screen.getByText(text.reference)).toBeVisible();
    expect(screen.getByText(text.due)).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    expect(bodies).toEqual([
      {
        kind: 'correction',
        name: 'Siti Khadijah',
        contactBy: 'email',
        email: 'siti@example.com',
        details: 'Alamat saya telah berubah.',
        language,
        homepage: '',
      },
      { challengeId: challenge.challengeId, code: '1234' },
      { challengeId: challenge.challengeId, code: '4321' },
    ]);
  });
});
