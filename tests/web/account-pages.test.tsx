import type { MemberProfile, OtpChallenge, OtpCodeState, PublicEvent } from '@gsk/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { codeStep } from './otp-step';
import { json, mockApi } from './payment-api-mock';

const challenge = (resendAfterSeconds = 60): OtpChallenge => ({
  challengeId: `challenge-${resendAfterSeconds}`,
  resendAfterSeconds,
  expiresInSeconds: 300,
});

const member: MemberProfile = {
  id: 'm1',
  name: 'Siti Aminah binti Ali',
  maskedMobile: '•••••••6789',
  state: '1',
  parliament: 'P.140',
  dun: 'N.02',
  language: 'bm',
  email: '',
  role: 'member',
  registrations: [{ eventId: 'e1', registeredAt: '2026-11-20T02:00:00.000Z' }],
};

const event: PublicEvent = {
  id: 'e1',
  title: { bm: 'Bengkel Koperasi Komuniti', eng: 'Community Cooperative Workshop' },
  description: { bm: 'Bengkel', eng: 'Workshop' },
  startsAt: '2026-12-05T01:00:00.000Z',
  endsAt: '2026-12-05T04:00:00.000Z',
  venue: null,
  online: true,
  capacity: 50,
  placesLeft: 20,
  waiting: 0,
  registration: 'open',
  featured: false,
};

const error = (status: number, code: string, fields?: Record<string, string>) =>
  json({ error: { code, ...(fields ? { fields } : {}) } }, status);

const signedOut = () => error(401, 'unauthenticated');

/** A code's check refused: the field's message and what is left of the code. */
const codeRefused = (message: string, otp: Partial<OtpCodeState>) =>
  json(
    {
      error: {
        code: 'validation',
        fields: { code: message },
        otp: { usable: false, triesLeft: 0, resendAfterSeconds: 30, ...otp },
      },
    },
    400,
  );

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Fills the sign-up details of a member in Johor (Segamat, Jementah). */
async function fillSignUp(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/^Nama penuh/), 'Siti Aminah binti Ali');
  await user.type(within(form).getByLabelText(/^Nombor telefon bimbit/), '012-345 6789');
  await user.type(within(form).getByLabelText(/^Kata laluan/), 'rahsia-kuat-1');
  await user.type(within(form).getByLabelText(/^Sahkan kata laluan/), 'rahsia-kuat-1');
  await user.selectOptions(within(form).getByLabelText(/^Negeri mengundi/), 'Johor');
  await user.selectOptions(within(form).getByLabelText(/^Kawasan parlimen/), 'P.140 Segamat');
  await user.selectOptions(within(form).getByLabelText(/^Kawasan DUN/), 'N.02 Jementah');
}

/** Fills the English sign-up details of a member in Kuala Lumpur (Kepong, no DUN). */
async function fillSignUpInEnglish(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/^Full name/), 'Tan Mei Ling');
  await user.type(within(form).getByLabelText(/^Mobile number/), '011-2345 6789');
  await user.type(within(form).getByLabelText(/^Password/), 'rahsia-kuat-1');
  await user.type(within(form).getByLabelText(/^Confirm password/), 'rahsia-kuat-1');
  await user.selectOptions(within(form).getByLabelText(/^Voting state/), 'W.P. Kuala Lumpur');
  await user.selectOptions(within(form).getByLabelText(/^Parliament/), 'P.114 Kepong');
}

describe('sign-up', () => {
  it("shows the spec's messages in Malay, linked to their fields, focuses the first and sends nothing", async () => {
    const { fetchMock } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/sign-up', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang pendaftaran ahli' });
    await waitFor(() => expect(document.title).toBe('Daftar Ahli | Gerakan Sektor Ketiga'));
    expect(within(form).getByLabelText(/^Kawasan parlimen/)).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Daftar' }));
    for (const message of [
      'Nama penuh diperlukan',
      'Nombor telefon bimbit diperlukan',
      'Kata laluan diperlukan',
      'Sila sahkan kata laluan anda',
      'Sila pilih negeri mengundi anda',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    const name = within(form).getByLabelText(/^Nama penuh/);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Nama penuh diperlukan');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Ah');
    await user.type(within(form).getByLabelText(/^Nombor telefon bimbit/), '012-345 67a');
    await user.type(within(form).getByLabelText(/^Kata laluan/), 'pendek');
    await user.type(within(form).getByLabelText(/^Sahkan kata laluan/), 'lain');
    await user.click(within(form).getByRole('button', { name: 'Daftar' }));
    for (const message of [
      'Nama mesti sekurang-kurangnya 5 aksara',
      'nombor telefon tidak sah',
      'Kata laluan mesti sekurang-kurangnya 8 aksara',
      'Kata laluan mesti sepadan',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the same messages in English at /en/sign-up', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/sign-up', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Member sign-up form' });
    await user.type(within(form).getByLabelText(/^Full name/), 'Siti 123');
    await user.type(within(form).getByLabelText(/^Mobile number/), '0123');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    for (const message of [
      'format not accepted',
      'Mobile number must be at least 10 digits',
      'Password is required',
      'Please confirm your password',
      'Please select your voting state',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Voting state/), 'Johor');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(
      await within(form).findByText('Please select your parliament constituency'),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Parliament/), 'P.140 Segamat');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(
      await within(form).findByText('Please select your DUN constituency'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'bm',
      'Borang pendaftaran ahli',
      'Kami meminta negeri dan kawasan mengundi anda hanya untuk menjemput anda ke program berhampiran. Baca Dasar Privasi kami tentang cara kami menggunakan dan melindungi maklumat anda.',
      'Dasar Privasi',
      '/privacy-policy',
    ],
    [
      'eng',
      'Member sign-up form',
      'We ask for your voting state and constituencies only to invite you to programmes near you. Read our Privacy Policy on how we use and protect your information.',
      'Privacy Policy',
      '/en/privacy-policy',
    ],
  ] as const)(
    'in %s, says beside the constituencies why they are asked, linking the privacy policy',
    async (language, name, note, link, href) => {
      mockApi({});
      renderApp('/sign-up', { language });
      const form = await screen.findByRole('form', { name });
      const privacy = within(form).getByRole('link', { name: link });
      expect(privacy).toHaveAttribute('href', href);
      expect(privacy.closest('p')).toHaveTextContent(note);
    },
  );

  it('filters each list by the one before and offers no DUN in a federal territory', async () => {
    const { calls } = mockApi({ 'POST /api/account/sign-up': () => json(challenge(), 202) });
    const user = userEvent.setup({ delay: null });
    renderApp('/sign-up', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Member sign-up form' });
    const state = within(form).getByLabelText(/^Voting state/);
    const parliament = within(form).getByLabelText(/^Parliament/);
    const dun = within(form).getByLabelText(/^DUN/);
    expect(within(state).getAllByRole('option')).toHaveLength(17);
    await user.selectOptions(state, 'Perlis');
    expect(
      within(parliament)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a parliament constituency',
      'P.001 Padang Besar',
      'P.002 Kangar',
      'P.003 Arau',
    ]);
    expect(dun).toBeDisabled();
    await user.selectOptions(parliament, 'P.001 Padang Besar');
    expect(dun).toBeEnabled();
    expect(within(dun).getAllByRole('option')).toHaveLength(6);

    await user.selectOptions(state, 'W.P. Kuala Lumpur');
    expect(parliament).toHaveValue('');
    await user.selectOptions(parliament, 'P.114 Kepong');
    expect(dun).toBeDisabled();
    expect(dun).toHaveAccessibleDescription(
      'Federal territories have no DUN (state assembly) constituency, so there is none to choose.',
    );
    await user.type(within(form).getByLabelText(/^Full name/), 'Tan Mei Ling');
    await user.type(within(form).getByLabelText(/^Mobile number/), '+60 11-2345 6789');
    await user.type(within(form).getByLabelText(/^Password/), 'rahsia-kuat-1');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'rahsia-kuat-1');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Enter the verification code' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/account/sign-up',
        body: {
          name: 'Tan Mei Ling',
          mobile: '+60 11-2345 6789',
          password: 'rahsia-kuat-1',
          passwordConfirmation: 'rahsia-kuat-1',
          state: '14',
          parliament: 'P.114',
          dun: '',
          language: 'eng',
          // Issue 32: no way of contact ticked (none is by default).
          consents: [],
        },
      },
    ]);
  });

  it("shows 'mobile already registered' under the mobile number, from the API's field key, with the way on", async () => {
    mockApi({
      'POST /api/account/sign-up': () =>
        error(400, 'validation', { mobile: 'account.mobile.registered' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/sign-up', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang pendaftaran ahli' });
    await fillSignUp(user, form);
    await user.click(within(form).getByRole('button', { name: 'Daftar' }));
    const mobile = within(form).getByLabelText(/^Nombor telefon bimbit/);
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(
        'Contoh: 012-345 6789 nombor telefon bimbit sudah didaftarkan',
      ),
    );
    expect(mobile).toHaveFocus();
    // The way on, beside it: sign in with the number, or reset its password.
    expect(
      within(form).getByText(/^Adakah ini nombor anda\?/, { selector: 'p' }),
    ).toHaveTextContent(
      'Adakah ini nombor anda? Log masuk dengan nombor ini atau tetapkan semula kata laluan.',
    );
    expect(within(form).getByRole('link', { name: 'tetapkan semula kata laluan' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(within(form).getByRole('link', { name: 'Log masuk dengan nombor ini' }));
    const signIn = await screen.findByRole('form', { name: 'Borang log masuk' });
    expect(router.state.location.pathname).toBe('/sign-in');
    // The number is carried in the page's history state, never in its address.
    expect(router.state.location.search).toBe('');
    expect(within(signIn).getByLabelText(/^Nombor telefon bimbit/)).toHaveValue('012-345 6789');
    expect(within(signIn).getByLabelText(/^Kata laluan/)).toHaveValue('');
  });

  it('in English, links a registered number to the sign-in and the password reset, keeping `next` and the number', async () => {
    mockApi({
      'POST /api/account/sign-up': () =>
        error(400, 'validation', { mobile: 'account.mobile.registered' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/en/sign-up?next=%2Fen%2Fprogrammes%2Fe1', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Member sign-up form' });
    await fillSignUpInEnglish(user, form);
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(await within(form).findByText('mobile already registered')).toBeInTheDocument();
    expect(within(form).getByText(/^Is this your number\?/, { selector: 'p' })).toHaveTextContent(
      'Is this your number? Sign in with this number or reset the password.',
    );
    expect(within(form).getByRole('link', { name: 'Sign in with this number' })).toHaveAttribute(
      'href',
      '/en/sign-in?next=%2Fen%2Fprogrammes%2Fe1',
    );
    await user.click(within(form).getByRole('link', { name: 'reset the password' }));
    const forgot = await screen.findByRole('form', { name: 'Forgot password form' });
    expect(router.state.location.pathname).toBe('/en/forgot-password');
    expect(within(forgot).getByLabelText(/^Mobile number/)).toHaveValue('011-2345 6789');
  });

  it('verifies the code: wrong and expired codes under the field, a new code after the countdown, then signed in and back to `next`', async () => {
    const { calls } = mockApi({
      'POST /api/account/sign-up': () => json(challenge(2), 202),
      'POST /api/account/sign-up/verify': ({ body }) => {
        const { code } = body as { code: string };
        if (code === '1111')
          return codeRefused('account.code.wrong?count=2', { usable: true, triesLeft: 2 });
        if (code === '2222') return codeRefused('account.code.expired', { resendAfterSeconds: 0 });
        return json(member);
      },
      'POST /api/account/otp/resend': () => json({ ...challenge(60), challengeId: 'second' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/sign-up?next=%2Fprogrammes%2Fe1', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang pendaftaran ahli' });
    await fillSignUp(user, form);
    await user.click(within(form).getByRole('button', { name: 'Daftar' }));

    const heading = await screen.findByRole('heading', { name: 'Masukkan kod pengesahan' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Kami telah menghantar kod pengesahan 4 digit melalui SMS ke nombor •••••••6789.',
      ),
    ).toBeInTheDocument();
    const otp = screen.getByRole('form', { name: 'Borang kod pengesahan' });
    const code = within(otp).getByLabelText(/^Kod pengesahan/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const regenerate = screen.getByRole('button', { name: 'Jana kod baharu' });
    expect(regenerate).toBeDisabled();
    expect(screen.getByText(/Anda boleh menjana kod baharu dalam [12] saat\./)).toBeInTheDocument();

    await user.type(code, '12a');
    await user.click(within(otp).getByRole('button', { name: 'Sahkan' }));
    expect(await within(otp).findByText('Kod mesti nombor')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '1111');
    await user.click(within(otp).getByRole('button', { name: 'Sahkan' }));
    expect(
      await within(otp).findByText('Kod salah. Anda boleh mencuba kod ini 2 kali lagi.'),
    ).toBeInTheDocument();
    expect(within(otp).getByRole('button', { name: 'Sahkan' })).toBeEnabled();
    await user.clear(code);
    await user.type(code, '2222');
    await user.click(within(otp).getByRole('button', { name: 'Sahkan' }));
    expect(await within(otp).findByText('kod telah tamat tempoh, jana semula')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('kod telah tamat tempoh, jana semula');
    // A dead code cannot be sent again; the API said a new one may be asked for now.
    expect(within(otp).getByRole('button', { name: 'Sahkan' })).toBeDisabled();
    await waitFor(() => expect(regenerate).toBeEnabled());
    expect(
      screen.getByText('Kod ini tidak boleh digunakan lagi. Jana kod baharu untuk meneruskan.'),
    ).toBeInTheDocument();
    await user.click(regenerate);
    expect(
      await screen.findByText('Kod baharu telah dihantar ke nombor •••••••6789.'),
    ).toBeInTheDocument();
    expect(regenerate).toBeDisabled();
    expect(screen.getByText(/dalam (60|59) saat/)).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(within(otp).getByRole('button', { name: 'Sahkan' })).toBeEnabled();
    expect(screen.queryByText(/Kod ini tidak boleh digunakan lagi/)).not.toBeInTheDocument();

    await user.type(code, '4321');
    await user.click(within(otp).getByRole('button', { name: 'Sahkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/programmes/e1'));
    // The account's calls (the event page it lands on asks for its event).
    const accountCalls = calls.filter(({ path }) => path.startsWith('/api/account/'));
    expect(accountCalls.map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/account/sign-up',
        expect.objectContaining({ state: '1', dun: 'N.02', language: 'bm' }),
      ],
      ['/api/account/sign-up/verify', { challengeId: 'challenge-2', code: '1111' }],
      ['/api/account/sign-up/verify', { challengeId: 'challenge-2', code: '2222' }],
      ['/api/account/otp/resend', { challengeId: 'challenge-2' }],
      ['/api/account/sign-up/verify', { challengeId: 'second', code: '4321' }],
    ]);
    expect(screen.getAllByRole('link', { name: 'Profil Saya' }).length).toBeGreaterThan(0);
  });

  it('in English, says how many tries a wrong code has left, then that it is spent and when a new code can come', async () => {
    let tries = 0;
    const { calls } = mockApi({
      'POST /api/account/sign-up': () => json(challenge(60), 202),
      'POST /api/account/sign-up/verify': () => {
        tries += 1;
        if (tries === 1)
          return codeRefused('account.code.wrong?count=2', {
            usable: true,
            triesLeft: 2,
            resendAfterSeconds: 50,
          });
        if (tries === 2)
          return codeRefused('account.code.wrongLastTry', {
            usable: true,
            triesLeft: 1,
            resendAfterSeconds: 45,
          });
        // The API's own countdown: shorter than the page's own (60 seconds from the code's answer).
        return codeRefused('account.code.invalid', { resendAfterSeconds: 2 });
      },
      'POST /api/account/otp/resend': () => json({ ...challenge(60), challengeId: 'second' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/sign-up', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Member sign-up form' });
    await fillSignUpInEnglish(user, form);
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));

    const otp = await codeStep('Verification code form', 'Enter the verification code');
    const code = within(otp).getByLabelText(/^Verification code/);
    const verify = within(otp).getByRole('button', { name: 'Verify' });
    const regenerate = screen.getByRole('button', { name: 'Generate new code' });
    await user.type(code, '1111');
    await user.click(verify);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Wrong code. You can try this code 2 more times.'),
    );
    expect(verify).toBeEnabled();
    expect(regenerate).toBeDisabled();
    expect(
      screen.getByText(/^You can generate a new code in (50|49) seconds\.$/),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '2222');
    await user.click(verify);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Wrong code. You can try this code once more.'),
    );
    expect(verify).toBeEnabled();

    await user.clear(code);
    await user.type(code, '3333');
    await user.click(verify);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('invalid code, generate new code'),
    );
    expect(verify).toBeDisabled();
    expect(regenerate).toBeDisabled();
    expect(
      screen.getByText(
        /^This code can no longer be used\. You can generate a new code in [12] seconds\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(regenerate).toBeEnabled(), { timeout: 5000 });
    expect(
      screen.getByText('This code can no longer be used. Generate a new code to continue.'),
    ).toBeInTheDocument();
    await user.click(regenerate);
    expect(await screen.findByText(/^A new code has been sent to/)).toBeInTheDocument();
    expect(verify).toBeEnabled();
    expect(screen.queryByText(/This code can no longer be used/)).not.toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual([
      '/api/account/sign-up',
      '/api/account/sign-up/verify',
      '/api/account/sign-up/verify',
      '/api/account/sign-up/verify',
      '/api/account/otp/resend',
    ]);
  });

  it('keeps the code step and the details (never the password) over a reload, for as long as the code lives', async () => {
    const { calls } = mockApi({
      'POST /api/account/sign-up': () => json(challenge(60), 202),
      'POST /api/account/sign-up/verify': () => json(member, 201),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/sign-up', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang pendaftaran ahli' });
    await fillSignUp(user, form);
    await user.click(within(form).getByRole('button', { name: 'Daftar' }));
    await codeStep('Borang kod pengesahan', 'Masukkan kod pengesahan');
    const kept = JSON.stringify({ ...sessionStorage });
    expect(kept).toContain('challenge-60');
    expect(kept).not.toContain('rahsia-kuat-1');

    // The page is loaded again in the same tab.
    first.unmount();
    renderApp('/sign-up', { language: 'bm' });
    const otp = await codeStep('Borang kod pengesahan', 'Masukkan kod pengesahan');
    expect(
      screen.getByText(
        'Kami telah menghantar kod pengesahan 4 digit melalui SMS ke nombor •••••••6789.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jana kod baharu' })).toBeDisabled();
    expect(
      screen.getByText(/Anda boleh menjana kod baharu dalam (60|59|58) saat\./),
    ).toBeInTheDocument();

    // Changing the number goes back to the details as typed, but for the password.
    await user.click(screen.getByRole('button', { name: 'Tukar nombor telefon bimbit' }));
    const details = await screen.findByRole('form', { name: 'Borang pendaftaran ahli' });
    expect(within(details).getByLabelText(/^Nama penuh/)).toHaveValue('Siti Aminah binti Ali');
    expect(within(details).getByLabelText(/^Nombor telefon bimbit/)).toHaveValue('012-345 6789');
    expect(within(details).getByLabelText(/^Kawasan DUN/)).toHaveValue('N.02');
    expect(within(details).getByLabelText(/^Kata laluan/)).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
    expect(otp).not.toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual(['/api/account/sign-up']);
  });

  it('forgets the kept step once the code is used, and after it expired', async () => {
    const { calls } = mockApi({
      'POST /api/account/sign-up': () => json({ ...challenge(60), expiresInSeconds: 300 }, 202),
      'POST /api/account/sign-up/verify': () => json(member, 201),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/en/sign-up', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Member sign-up form' });
    await fillSignUpInEnglish(user, form);
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    await codeStep('Verification code form', 'Enter the verification code');
    const kept = { ...sessionStorage };
    first.unmount();

    // Reloaded after the code expired: the details form, empty, and nothing kept.
    const later = Date.now() + 301_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const expired = renderApp('/en/sign-up', { language: 'eng' });
    const fresh = await screen.findByRole('form', { name: 'Member sign-up form' });
    expect(within(fresh).getByLabelText(/^Full name/)).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
    expired.unmount();
    vi.mocked(Date.now).mockRestore();

    // Kept again (as before the expiry), then used: nothing is kept after the sign-up.
    for (const [key, value] of Object.entries(kept)) sessionStorage.setItem(key, String(value));
    renderApp('/en/sign-up', { language: 'eng' });
    const otp = await codeStep('Verification code form', 'Enter the verification code');
    await user.type(within(otp).getByLabelText(/^Verification code/), '4321');
    await user.click(within(otp).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/account/sign-up/verify',
      body: { challengeId: 'challenge-60', code: '4321' },
    });
  });
});

describe('sign-in', () => {
  it("shows the spec's messages in both languages and links to sign up and forgot password", async () => {
    const { fetchMock } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/sign-in?next=%2Fprogrammes%2Fe1', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang log masuk' });
    await waitFor(() => expect(document.title).toBe('Log Masuk | Gerakan Sektor Ketiga'));
    await user.click(within(form).getByRole('button', { name: 'Log masuk' }));
    expect(await within(form).findByText('Nombor telefon bimbit diperlukan')).toBeInTheDocument();
    expect(within(form).getByText('Kata laluan diperlukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lupa kata laluan?' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fprogrammes%2Fe1',
    );
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      '/sign-up?next=%2Fprogrammes%2Fe1',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'bm',
      401,
      'invalid_credentials',
      undefined,
      'Nombor telefon bimbit atau kata laluan tidak betul.',
    ],
    ['eng', 401, 'invalid_credentials', undefined, 'The mobile number or password is incorrect.'],
    ['eng', 429, 'too_many_requests', '120', 'Too many attempts. Please try again in 2 minutes.'],
    ['bm', 429, 'too_many_requests', '30', 'Terlalu banyak cubaan. Sila cuba lagi dalam 30 saat.'],
    ['bm', 429, 'too_many_requests', undefined, 'Terlalu banyak cubaan. Sila cuba lagi kemudian.'],
    [
      'eng',
      500,
      'internal',
      undefined,
      'Something went wrong on our side. Please try again shortly.',
    ],
    [
      'bm',
      403,
      'cross_site',
      undefined,
      'Permintaan ini ditolak. Sila muat semula halaman dan cuba lagi.',
    ],
  ] as const)(
    'in %s, answers %i %s (Retry-After %s) with a clear message',
    async (language, status, code, retryAfter, message) => {
      mockApi({
        'POST /api/account/sign-in': () =>
          new Response(JSON.stringify({ error: { code } }), {
            status,
            headers: {
              'content-type': 'application/json',
              ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
            },
          }),
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/sign-in', { language });
      const form = await screen.findByRole('form', {
        name: language === 'bm' ? 'Borang log masuk' : 'Sign-in form',
      });
      await user.type(
        within(form).getByLabelText(/^(Nombor telefon bimbit|Mobile number)/),
        '0123456789',
      );
      await user.type(within(form).getByLabelText(/^(Kata laluan|Password)/), 'salah-sekali');
      await user.click(within(form).getByRole('button', { name: /^(Log masuk|Sign in)$/ }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/sign-in', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Sign-in form' });
    await user.type(within(form).getByLabelText(/^Mobile number/), '0123456789');
    await user.type(within(form).getByLabelText(/^Password/), 'rahsia-kuat-1');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your internet connection and try again.',
    );
  });

  it.each([
    ['%2Fen%2Fprogrammes%2Fe1', '/en/programmes/e1'],
    ['%2F%2Fevil.example%2Fx', '/en/profile'],
    ['https%3A%2F%2Fevil.example', '/en/profile'],
    ['%2Fen%2Fsign-in', '/en/profile'],
  ])('signs in and goes to next=%s: %s', async (next, landing) => {
    const { calls } = mockApi({
      'POST /api/account/sign-in': () => json(member),
      'GET /api/account/me': () => json(member),
      'GET /api/events/e1': () => json(event),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/en/sign-in?next=${next}`, { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Sign-in form' });
    await user.type(within(form).getByLabelText(/^Mobile number/), '012-345 6789');
    await user.type(within(form).getByLabelText(/^Password/), 'rahsia-kuat-1');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/account/sign-in',
      body: { mobile: '012-345 6789', password: 'rahsia-kuat-1' },
    });
    expect(localStorage.getItem('signed-in')).toBe('1');
  });
});

describe('forgot password', () => {
  it("follows the spec's flow: mobile, code with its countdown, new password, success, sign in", async () => {
    const { calls } = mockApi({
      'POST /api/account/password-reset': () => json(challenge(60), 202),
      'POST /api/account/password-reset/verify': ({ body }) =>
        (body as { code: string }).code === '0000'
          ? error(400, 'validation', { code: 'account.code.invalid' })
          : json({ resetToken: 'permit', expiresInSeconds: 600 }),
      'POST /api/account/password-reset/complete': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password', { language: 'eng' });
    const form = await screen.findByRole('form', { name: 'Forgot password form' });
    await waitFor(() => expect(document.title).toBe('Forgot Password | Gerakan Sektor Ketiga'));
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Mobile number is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Mobile number/), '0123456789');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));

    const otp = await codeStep('Verification code form', 'Enter the verification code');
    expect(screen.getByText(/to •••••••6789\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate new code' })).toBeDisabled();
    expect(
      screen.getByText(/You can generate a new code in (60|59) seconds\./),
    ).toBeInTheDocument();
    await user.type(within(otp).getByLabelText(/^Verification code/), '0000');
    await user.click(within(otp).getByRole('button', { name: 'Verify' }));
    expect(await within(otp).findByText('invalid code, generate new code')).toBeInTheDocument();
    await user.clear(within(otp).getByLabelText(/^Verification code/));
    await user.type(within(otp).getByLabelText(/^Verification code/), '1234');
    await user.click(within(otp).getByRole('button', { name: 'Verify' }));

    const password = await screen.findByRole('form', { name: 'New password form' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Set a new password' })).toHaveFocus(),
    );
    await user.type(within(password).getByLabelText(/^New password/), 'baharu-kuat-1');
    await user.type(within(password).getByLabelText(/^Confirm new password/), 'baharu-kuat-2');
    await user.click(within(password).getByRole('button', { name: 'Save password' }));
    expect(await within(password).findByText('Passwords must match')).toBeInTheDocument();
    await user.clear(within(password).getByLabelText(/^Confirm new password/));
    await user.type(within(password).getByLabelText(/^Confirm new password/), 'baharu-kuat-1');
    await user.click(within(password).getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/sign-in',
    );
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/account/password-reset', { mobile: '0123456789', language: 'eng' }],
      ['/api/account/password-reset/verify', { challengeId: 'challenge-60', code: '0000' }],
      ['/api/account/password-reset/verify', { challengeId: 'challenge-60', code: '1234' }],
      [
        '/api/account/password-reset/complete',
        { resetToken: 'permit', password: 'baharu-kuat-1', passwordConfirmation: 'baharu-kuat-1' },
      ],
    ]);
  });

  it('in Malay, a spent challenge, an early resend and an expired permission say what to do', async () => {
    let verified = 0;
    mockApi({
      'POST /api/account/password-reset': () => json(challenge(0), 202),
      'POST /api/account/otp/resend': () => error(429, 'resend_too_soon'),
      'POST /api/account/password-reset/verify': () =>
        ++verified === 1
          ? error(400, 'challenge_not_found')
          : json({ resetToken: 'p', expiresInSeconds: 600 }),
      'POST /api/account/password-reset/complete': () => error(400, 'reset_expired'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password', { language: 'bm' });
    const form = await screen.findByRole('form', { name: 'Borang lupa kata laluan' });
    await user.type(within(form).getByLabelText(/^Nombor telefon bimbit/), '0123456789');
    await user.click(within(form).getByRole('button', { name: 'Hantar kod' }));
    const otp = await codeStep('Borang kod pengesahan', 'Masukkan kod pengesahan');
    await user.click(screen.getByRole('button', { name: 'Jana kod baharu' }));
    expect(await within(otp).findByRole('alert')).toHaveTextContent(
      'Sila tunggu sehingga kiraan tamat sebelum menjana kod baharu.',
    );
    await user.type(within(otp).getByLabelText(/^Kod pengesahan/), '1234');
    await user.click(within(otp).getByRole('button', { name: 'Sahkan' }));
    await waitFor(() =>
      expect(within(otp).getByRole('alert')).toHaveTextContent(
        'Kod pengesahan ini tidak lagi sah. Sila mula semula.',
      ),
    );
    await user.click(within(otp).getByRole('button', { name: 'Sahkan' }));
    const password = await screen.findByRole('form', { name: 'Borang kata laluan baharu' });
    await user.type(within(password).getByLabelText(/^Kata laluan baharu/), 'baharu-kuat-1');
    await user.type(within(password).getByLabelText(/^Sahkan kata laluan baharu/), 'baharu-kuat-1');
    await user.click(within(password).getByRole('button', { name: 'Simpan kata laluan' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      'Tempoh untuk menetapkan kata laluan baharu telah tamat. Sila minta kod baharu.',
    );
    await user.click(within(password).getByRole('button', { name: 'Hantar kod' }));
    expect(
      await screen.findByRole('form', { name: 'Borang lupa kata laluan' }),
    ).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('signed out, asks the API and offers to sign in and come back', async () => {
    const { calls } = mockApi({ 'GET /api/account/me': signedOut });
    renderApp('/profile', { language: 'bm' });
    expect(await screen.findByText('Log masuk untuk melihat profil anda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log masuk' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fprofile',
    );
    // Asked past the browser's cache: who is signed in is never an old copy.
    expect(calls).toEqual([
      { method: 'GET', path: '/api/account/me', body: undefined, cache: 'no-store' },
    ]);
  });

  it("signed in, shows the member's details and registrations, changes the password and signs out", async () => {
    localStorage.setItem('signed-in', '1');
    const { calls } = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/events/e1': () => json(event),
      'POST /api/account/password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'salah-sekali'
          ? error(401, 'invalid_credentials')
          : new Response(null, { status: 204 }),
      'POST /api/account/sign-out': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/profile', { language: 'eng' });
    expect(await screen.findByText('Siti Aminah binti Ali')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Profile | Gerakan Sektor Ketiga'));
    expect(screen.getByText('•••••••6789')).toBeInTheDocument();
    expect(screen.getByText('Johor', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('P.140 Segamat', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('N.02 Jementah', { selector: 'dd' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Community Cooperative Workshop' }),
    ).toHaveAttribute('href', '/en/programmes/e1');
    expect(screen.getByText('Registered on 20 November 2026')).toBeInTheDocument();
    // The upcoming shifts and events and the volunteer details are asked once the member is known.
    expect(calls.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/account/commitments', '/api/volunteer']),
    );
    const nav = screen.getAllByRole('banner')[0]!;
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );

    const change = screen.getByRole('form', { name: 'Change password form' });
    await user.type(within(change).getByLabelText(/^Current password/), 'rahsia-kuat-1');
    await user.type(within(change).getByLabelText(/^New password/), 'rahsia-kuat-1');
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'rahsia-kuat-1');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(
      await within(change).findByText('New password must differ from the old password'),
    ).toBeInTheDocument();
    // Focus moves to the first field in error once the form has rendered its errors.
    await waitFor(() => expect(within(change).getByLabelText(/^New password/)).toHaveFocus());

    await user.clear(within(change).getByLabelText(/^Current password/));
    await user.type(within(change).getByLabelText(/^Current password/), 'salah-sekali');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
    await user.clear(within(change).getByLabelText(/^Current password/));
    await user.type(within(change).getByLabelText(/^Current password/), 'lama-kuat-1');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByText('Your password has been changed.')).toBeInTheDocument();
    expect(within(change).getByLabelText(/^Current password/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/sign-in',
    );
    expect(localStorage.getItem('signed-in')).toBeNull();
    // The member's donations and supporters' pages were asked once the member was known.
    expect(calls.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/account/donations', '/api/account/fundraisers']),
    );
    // The event's title may come from an earlier test's page load (each is asked once); the home
    // page signing out leads to asks for its campaign's totals.
    expect(
      calls
        .map(({ method, path }) => `${method} ${path}`)
        .filter(
          (call) =>
            !call.includes('events') &&
            !call.includes('campaign') &&
            !call.includes('commitments') &&
            !call.includes('volunteer') &&
            !call.includes('/api/account/donations') &&
            !call.includes('/api/account/fundraisers') &&
            !call.includes('/api/account/orders'),
        ),
    ).toEqual([
      'GET /api/account/me',
      'POST /api/account/password',
      'POST /api/account/password',
      'POST /api/account/sign-out',
    ]);
  });

  it.each([
    {
      language: 'eng',
      form: 'My details form',
      name: /^Full name/,
      email: /^Email/,
      state: /^Voting state/,
      parliament: /^Parliament constituency/,
      dun: /^DUN constituency/,
      messages: /^Language of our messages/,
      save: 'Save my details',
      saved: 'Your details have been saved.',
      nameRequired: 'Full name is required',
      badEmail: 'Must be a valid email',
      malay: 'Bahasa Melayu',
      noEmail: 'None given',
      emailRow: 'Email',
    },
    {
      language: 'bm',
      form: 'Borang butiran saya',
      name: /^Nama penuh/,
      email: /^Emel/,
      state: /^Negeri mengundi/,
      parliament: /^Kawasan parlimen/,
      dun: /^Kawasan DUN/,
      messages: /^Bahasa mesej kami/,
      save: 'Simpan butiran saya',
      saved: 'Butiran anda telah disimpan.',
      nameRequired: 'Nama penuh diperlukan',
      badEmail: 'Mesti menggunakan emel yang sah',
      malay: 'Bahasa Melayu',
      noEmail: 'Tiada',
      emailRow: 'Emel',
    },
  ] as const)(
    'in $language, edits the name, seats, language and email; a bad value is told and nothing sent',
    async (text) => {
      localStorage.setItem('signed-in', '1');
      const { calls } = mockApi({
        'GET /api/account/me': () => json(member),
        'GET /api/events/e1': () => json(event),
        'POST /api/account/profile': ({ body }) =>
          (body as { email: string }).email === 'taken@example.com'
            ? error(400, 'validation', { email: 'account.email.invalid' })
            : json({ ...member, ...(body as object) }),
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/profile', { language: text.language });
      const form = await screen.findByRole('form', { name: text.form });
      const field = (label: RegExp) => within(form).getByLabelText(label);
      // The member's details as they stand.
      expect(field(text.name)).toHaveValue(member.name);
      expect(field(text.email)).toHaveValue('');
      expect(field(text.state)).toHaveValue('1');
      expect(field(text.parliament)).toHaveValue('P.140');
      expect(field(text.dun)).toHaveValue('N.02');
      expect(field(text.messages)).toHaveValue('bm');
      const details = screen.getByText(text.emailRow, { selector: 'dt' });
      expect(details.nextElementSibling).toHaveTextContent(text.noEmail);

      // Bad values: the spec's messages under their fields, nothing sent.
      await user.clear(field(text.name));
      await user.type(field(text.email), 'siti@');
      await user.click(within(form).getByRole('button', { name: text.save }));
      expect(await within(form).findByText(text.nameRequired)).toBeInTheDocument();
      expect(within(form).getByText(text.badEmail)).toBeInTheDocument();
      await waitFor(() => expect(field(text.name)).toHaveFocus());
      expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

      // Another seat, in the order the lists open up; English messages; an email.
      await user.type(field(text.name), 'Siti Aminah binti Abu');
      await user.clear(field(text.email));
      await user.type(field(text.email), 'siti.aminah@example.com');
      await user.selectOptions(field(text.state), 'Perlis');
      expect(field(text.parliament)).toHaveValue('');
      await user.selectOptions(field(text.parliament), 'P.001 Padang Besar');
      await user.selectOptions(field(text.dun), 'N.01 Titi Tinggi');
      await user.selectOptions(field(text.messages), 'eng');
      await user.click(within(form).getByRole('button', { name: text.save }));
      expect(await within(form).findByText(text.saved)).toBeInTheDocument();
      const sent = {
        name: 'Siti Aminah binti Abu',
        state: '9',
        parliament: 'P.001',
        dun: 'N.01',
        language: 'eng',
        email: 'siti.aminah@example.com',
      };
      expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
        sent,
      ]);
      // The details shown are the saved ones.
      expect(screen.getByText('P.001 Padang Besar', { selector: 'dd' })).toBeInTheDocument();
      expect(
        screen.getByText(text.emailRow, { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('siti.aminah@example.com');
      expect(screen.getByText('Siti Aminah binti Abu', { selector: 'dd' })).toBeInTheDocument();

      // A refusal of the server shows under its field.
      await user.clear(field(text.email));
      await user.type(field(text.email), 'taken@example.com');
      await user.click(within(form).getByRole('button', { name: text.save }));
      expect(await within(form).findByText(text.badEmail)).toBeInTheDocument();
      expect(within(form).queryByText(text.saved)).toBeNull();
      localStorage.removeItem('signed-in');
    },
  );

  it('says when the API cannot tell, and asks again', async () => {
    let asked = 0;
    mockApi({
      'GET /api/account/me': () => (++asked === 1 ? error(500, 'internal') : signedOut()),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile', { language: 'bm' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ralat pelayan. Sila cuba lagi sebentar lagi.',
    );
    await user.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(await screen.findByText('Log masuk untuk melihat profil anda.')).toBeInTheDocument();
  });
});

describe('the header', () => {
  it("offers 'Log Masuk' without asking the API when this browser never signed in", async () => {
    const { fetchMock } = mockApi({});
    renderApp('/faq', { language: 'bm' });
    const banner = (await screen.findAllByRole('banner'))[0]!;
    expect(await within(banner).findByRole('link', { name: 'Log Masuk' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Ffaq',
    );
    expect(within(banner).getByRole('link', { name: 'Program' })).toHaveAttribute(
      'href',
      '/programmes',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the profile once the API says the member is signed in, in the mobile menu too', async () => {
    localStorage.setItem('signed-in', '1');
    mockApi({ 'GET /api/account/me': () => json(member) });
    const user = userEvent.setup({ delay: null });
    renderApp('/', { language: 'eng' });
    const banner = (await screen.findAllByRole('banner'))[0]!;
    expect(await within(banner).findByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Programmes' })).toHaveAttribute(
      'href',
      '/en/programmes',
    );
  });

  it('forgets a session the API no longer knows', async () => {
    localStorage.setItem('signed-in', '1');
    mockApi({ 'GET /api/account/me': signedOut });
    renderApp('/', { language: 'bm' });
    expect(
      await within((await screen.findAllByRole('banner'))[0]!).findByRole('link', {
        name: 'Log Masuk',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('signed-in')).toBeNull());
  });
});
