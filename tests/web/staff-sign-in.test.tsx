import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { codeStep } from './otp-step';
import { json, mockApi } from './payment-api-mock';
import { apiError, challenge, expectAxeClean, staffProfile, staffSession } from './staff-fixtures';

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

type User = ReturnType<typeof userEvent.setup>;

/** The sign-in form as it is now (a sketch until reached for, lib/island.tsx, then the form). */
const signInForm = (name: string) => screen.getByRole('form', { name });

/**
 * Types the first factor as a person would, into the focused field (the sketch gives way to the
 * form as its code loads, what was typed and the focus carried over).
 */
async function fillFirstFactor(
  user: User,
  name: string,
  mobileLabel: RegExp,
  passwordLabel: RegExp,
) {
  await user.click(within(signInForm(name)).getByLabelText(mobileLabel));
  await user.keyboard('012-000 0000');
  await user.click(within(signInForm(name)).getByLabelText(passwordLabel));
  await user.keyboard('kata-laluan-staf-1');
}

describe('the staff sign-in with its second factor', () => {
  it('sends a signed-out visitor to the sign-in, then through the texted code back to the page asked for (Malay)', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/staff/session': () =>
        signedIn ? json(staffSession) : apiError(401, 'unauthenticated'),
      'POST /api/staff/sign-in': () => json(challenge(), 202),
      'POST /api/staff/sign-in/verify': () => {
        signedIn = true;
        return json(staffProfile);
      },
      'GET /api/staff/audit': () => json({ entries: [] }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/staff/audit', { language: 'bm' });

    const form = await screen.findByRole('form', { name: 'Borang log masuk kakitangan' });
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(router.state.location.search).toBe('?next=%2Fstaff%2Faudit');
    expect(screen.getByRole('heading', { level: 1, name: 'Log Masuk Kakitangan' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        'Log Masuk Kakitangan | Konsol Kakitangan | Gerakan Sektor Ketiga',
      ),
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // The console has its own header: none of the public site's navigation.
    expect(screen.queryByRole('link', { name: /Polisi/ })).toBeNull();
    await expectAxeClean();

    // The form checks before it sends.
    // (A click on the sketch, replayed once the form's code has loaded and the form taken over.)
    await user.click(within(form).getByRole('button', { name: 'Log masuk' }));
    expect(await screen.findByText('Nombor telefon bimbit diperlukan')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await fillFirstFactor(
      user,
      'Borang log masuk kakitangan',
      /^Nombor telefon bimbit/,
      /^Kata laluan/,
    );
    await user.click(
      within(signInForm('Borang log masuk kakitangan')).getByRole('button', { name: 'Log masuk' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Masukkan kod pengesahan' }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/staff/sign-in',
      body: { mobile: '012-000 0000', password: 'kata-laluan-staf-1' },
    });
    expect(screen.getByText(/melalui SMS ke nombor •+0000/)).toBeInTheDocument();
    expect(screen.getByText(/Anda boleh menjana kod baharu dalam \d+ saat/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jana kod baharu' })).toBeDisabled();

    const codeForm = await codeStep('Borang kod pengesahan', 'Masukkan kod pengesahan');
    await user.type(within(codeForm).getByLabelText(/^Kod pengesahan/), '1234');
    await user.click(within(codeForm).getByRole('button', { name: 'Sahkan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jejak Audit' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff/audit');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/staff/sign-in/verify',
      body: { challengeId: 'staff-challenge-60', code: '1234' },
    });
    expect(screen.getByText('Log masuk sebagai Nur Aisyah binti Kamal')).toBeInTheDocument();
  });

  it('shows a browser that never signed in the sign-in without asking the API, and forgets a sign-out', async () => {
    localStorage.clear();
    const { calls } = mockApi({
      'POST /api/staff/sign-in': () => json(challenge(), 202),
      'POST /api/staff/sign-in/verify': () => json(staffProfile),
      'GET /api/staff/session': () => json(staffSession),
      'GET /api/staff/audit': () => json({ entries: [] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/en/staff/audit', { language: 'eng' });
    const form = () => signInForm('Staff sign-in form');
    await screen.findByRole('form', { name: 'Staff sign-in form' });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).not.toContain(
      'GET /api/staff/session',
    );
    await fillFirstFactor(user, 'Staff sign-in form', /^Mobile number/, /^Password/);
    await user.click(within(form()).getByRole('button', { name: 'Sign in' }));
    const codeForm = await codeStep('Verification code form', 'Enter the verification code');
    await user.type(within(codeForm).getByLabelText(/^Verification code/), '1234');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    expect(localStorage.getItem('staff-signed-in')).toBe('1');
  });

  it('says why a sign-in failed, in English: wrong password, too many tries, a wrong or expired code', async () => {
    let signInAnswer = () => apiError(401, 'invalid_credentials');
    let verifyAnswer = () => apiError(400, 'validation', { code: 'account.code.invalid' });
    mockApi({
      'GET /api/staff/session': () => apiError(401, 'unauthenticated'),
      'POST /api/staff/sign-in': () => signInAnswer(),
      'POST /api/staff/sign-in/verify': () => verifyAnswer(),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/sign-in', { language: 'eng' });
    const form = () => signInForm('Staff sign-in form');
    await screen.findByRole('form', { name: 'Staff sign-in form' });
    await waitFor(() =>
      expect(document.title).toBe('Staff Sign In | Staff Console | Gerakan Sektor Ketiga'),
    );
    await fillFirstFactor(user, 'Staff sign-in form', /^Mobile number/, /^Password/);
    await user.click(within(form()).getByRole('button', { name: 'Sign in' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'The mobile number or password is incorrect.',
    );

    signInAnswer = () =>
      new Response(JSON.stringify({ error: { code: 'too_many_requests' } }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    await user.click(within(form()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please try again later.',
      ),
    );

    signInAnswer = () => json(challenge(), 202);
    await user.click(within(form()).getByRole('button', { name: 'Sign in' }));
    const codeForm = await codeStep('Verification code form', 'Enter the verification code');
    const code = within(codeForm).getByLabelText(/^Verification code/);
    await user.type(code, '9999');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(
      await within(codeForm).findByText('invalid code, generate new code'),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    verifyAnswer = () => apiError(400, 'validation', { code: 'account.code.expired' });
    await user.clear(code);
    await user.type(code, '1111');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm).findByText('code expired, regenerate')).toBeInTheDocument();

    verifyAnswer = () => apiError(404, 'challenge_not_found');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent(
      'This verification code is no longer valid. Please start again.',
    );
    await expectAxeClean();
  });

  it('sends a new code once the countdown is over, through the members’ resend', async () => {
    const { calls } = mockApi({
      'POST /api/staff/sign-in': () => json(challenge(0), 202),
      'POST /api/account/otp/resend': () => json(challenge(60)),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/sign-in', { language: 'bm' });
    const form = () => signInForm('Borang log masuk kakitangan');
    await screen.findByRole('form', { name: 'Borang log masuk kakitangan' });
    await fillFirstFactor(
      user,
      'Borang log masuk kakitangan',
      /^Nombor telefon bimbit/,
      /^Kata laluan/,
    );
    await user.click(within(form()).getByRole('button', { name: 'Log masuk' }));
    const resend = await screen.findByRole('button', { name: 'Jana kod baharu' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByText(/Kod baharu telah dihantar ke nombor •+0000/)).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/account/otp/resend',
      body: { challengeId: 'staff-challenge-0' },
    });
    expect(screen.getByRole('button', { name: 'Jana kod baharu' })).toBeDisabled();
  });
});

describe('the staff session guard', () => {
  it('tells a member who is not staff so (403), and signs them out (Malay)', async () => {
    let member = true;
    const { calls } = mockApi({
      'GET /api/staff/session': () =>
        member ? apiError(403, 'forbidden') : apiError(401, 'unauthenticated'),
      'POST /api/account/sign-out': () => {
        member = false;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/staff/donations', { language: 'bm' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bukan Akaun Kakitangan' }),
    ).toBeVisible();
    expect(screen.getByText(/akaun ini bukan akaun kakitangan/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigasi konsol' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/staff/payments');
    await expectAxeClean();
    await user.click(screen.getByRole('button', { name: 'Log keluar' }));
    expect(
      await screen.findByRole('form', { name: 'Borang log masuk kakitangan' }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/account/sign-out', body: {} });
    expect(router.state.location.pathname).toBe('/staff/sign-in');
  });

  it('says so in English when the session cannot be checked, and asks again', async () => {
    let up = false;
    mockApi({
      'GET /api/staff/session': () => (up ? json(staffSession) : json({}, 503)),
      'GET /api/staff/dashboard': () => apiError(401, 'unauthenticated'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff', { language: 'eng' });
    expect(
      await screen.findByRole('heading', { name: 'Your session could not be checked.' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again shortly.',
    );
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in as Nur Aisyah binti Kamal')).toBeInTheDocument();
  });

  it('goes to the sign-in when a page’s own call finds the session ended', async () => {
    let session = true;
    mockApi({
      'GET /api/staff/session': () =>
        session ? json(staffSession) : apiError(401, 'unauthenticated'),
      'GET /api/staff/dashboard': () => {
        session = false;
        return apiError(401, 'unauthenticated');
      },
    });
    const { router } = renderApp('/staff', { language: 'eng' });
    expect(await screen.findByRole('form', { name: 'Staff sign-in form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/staff/sign-in');
    expect(router.state.location.search).toBe('?next=%2Fen%2Fstaff');
  });
});

describe('the console’s header', () => {
  it('lists the console’s sections and the sign-out, in a menu on a phone, and switches language', async () => {
    mockApi({
      'GET /api/staff/session': () => json(staffSession),
      'GET /api/staff/dashboard': () => apiError(500, 'internal'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/staff', { language: 'bm' });
    const nav = await screen.findByRole('navigation', { name: 'Navigasi konsol' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Papan Pemuka',
      'Sumbangan',
      'Permohonan',
      'Mesej',
      'Program & Acara',
      'Sukarelawan',
      'Penyelaras',
      'Aktiviti',
      'Peta',
      'Kempen',
      'Halaman Penyokong',
      'Perbelanjaan',
      'Pesanan Kedai',
      'Produk Kedai',
      'Tetapan Kedai',
      'Permintaan Data',
      'Jejak Audit',
      // Broadcasts (issue 32, part W).
      'Siaran',
    ]);
    expect(within(nav).getByRole('link', { name: 'Siaran' })).toHaveAttribute(
      'href',
      '/staff/broadcasts',
    );
    expect(within(nav).getByRole('link', { name: 'Pesanan Kedai' })).toHaveAttribute(
      'href',
      '/staff/shop/orders',
    );
    expect(within(nav).getByRole('link', { name: 'Peta' })).toHaveAttribute('href', '/staff/map');
    expect(within(nav).getByRole('link', { name: 'Permohonan' })).toHaveAttribute(
      'href',
      '/staff/applications',
    );
    expect(within(nav).getByRole('link', { name: 'Sumbangan' })).toHaveAttribute(
      'href',
      '/staff/donations',
    );
    await user.click(screen.getByRole('button', { name: 'Buka menu konsol' }));
    const menu = screen.getByRole('dialog', { name: 'Menu konsol' });
    expect(within(menu).getByRole('link', { name: 'Jejak Audit' })).toHaveAttribute(
      'href',
      '/staff/audit',
    );
    expect(within(menu).getByRole('button', { name: 'Log keluar' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Sumbangan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/staff/donations');

    const [englishSwitch] = screen.getAllByRole('button', { name: /EN/ });
    await user.click(englishSwitch!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/staff/donations'));
    expect(
      await screen.findByRole('navigation', { name: 'Console navigation' }),
    ).toBeInTheDocument();
  });
});
