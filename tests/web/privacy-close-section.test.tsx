import type { Language } from '@gsk/core/i18n/language';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../web/src/app/provider';
import { CloseSection } from '../../web/src/features/privacy/components/close-section';
import { currentSession, resetSession, signedIn } from '../../web/src/lib/session';
import { initI18n } from '../support/i18n';
import { axeViolations } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';

/*
 * The "Tutup akaun saya / Close my account" section of the profile's privacy page (issue 32), on
 * its own (the lead wires it into the page): what is erased and what is kept, the link to correct
 * the details instead, the form's checks, each refusal in words, and the closed account's message,
 * in both languages, accessible.
 */

const closed = {
  status: 'closed',
  counts: {
    placesCancelled: 1,
    placesDetached: 0,
    paymentsErased: 2,
    fundraisersErased: 0,
    applicationsErased: 0,
    messagesErased: 0,
  },
};

const renderSection = (language: Language) =>
  render(
    <AppProvider i18n={initI18n(language)}>
      <MemoryRouter>
        <CloseSection />
      </MemoryRouter>
    </AppProvider>,
  );

const cases = [
  {
    language: 'bm',
    heading: 'Tutup akaun saya',
    kept: /disimpan selama 7 tahun kerana undang-undang/,
    correct: 'Betulkan butiran saya',
    profile: '/profile#profile-edit',
    password: /Kata laluan semasa/,
    confirm: /Saya faham bahawa akaun saya akan ditutup/,
    submit: 'Tutup akaun saya secara kekal',
    passwordRequired: 'Kata laluan semasa anda diperlukan',
    confirmRequired: /Tandakan kotak ini untuk mengesahkan/,
    wrongPassword: 'Kata laluan semasa anda tidak betul',
    pending: /Satu bayaran anda masih belum disahkan oleh bank/,
    undelivered: /Satu pesanan anda telah dibayar tetapi belum sampai/,
    limited: /Terlalu banyak percubaan. Sila cuba lagi dalam 5 minit/,
    done: 'Akaun anda telah ditutup',
    home: 'Ke laman utama',
  },
  {
    language: 'eng',
    heading: 'Close my account',
    kept: /kept for 7 years, because the law requires/,
    correct: 'Correct my details',
    profile: '/en/profile#profile-edit',
    password: /Current password/,
    confirm: /I understand that my account will be closed for good/,
    submit: 'Close my account for good',
    passwordRequired: 'Your current password is required',
    confirmRequired: /Tick the box to confirm/,
    wrongPassword: 'Your current password is not correct',
    pending: /A payment of yours has not been confirmed by the bank yet/,
    undelivered: /An order of yours is paid but has not arrived yet/,
    limited: /Too many attempts. Please try again in 5 minutes/,
    done: 'Your account is closed',
    home: 'Go to the home page',
  },
] as const;

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe.each(cases)('the close-account section in $language', (expected) => {
  it('says what is erased and what is kept without a name, and links the details form', () => {
    renderSection(expected.language);
    const section = screen.getByRole('region', { name: expected.heading });
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section).getByText(expected.kept)).toBeTruthy();
    expect(within(section).getByRole('link', { name: expected.correct }).getAttribute('href')).toBe(
      expected.profile,
    );
  });

  it('sends nothing without the password and the ticked confirmation, saying why', async () => {
    const { calls } = mockApi({});
    renderSection(expected.language);
    await userEvent.click(screen.getByRole('button', { name: expected.submit }));
    expect(await screen.findByText(expected.passwordRequired)).toBeTruthy();
    expect(screen.getByText(expected.confirmRequired)).toBeTruthy();
    expect(screen.getByLabelText(expected.password, { selector: 'input' })).toHaveProperty(
      'ariaInvalid',
      'true',
    );
    expect(
      screen.getByRole('checkbox', { name: expected.confirm }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls).toEqual([]);
  });

  it('shows a wrong password under its field and each refusal in words', async () => {
    const answers = [
      json(
        { error: { code: 'validation', fields: { password: 'account.currentPassword.wrong' } } },
        400,
      ),
      json({ error: { code: 'close_payment_pending' } }, 409),
      json({ error: { code: 'close_order_undelivered' } }, 409),
      new Response(JSON.stringify({ error: { code: 'too_many_requests' } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '300' },
      }),
    ];
    const { calls } = mockApi({
      'POST /api/account/close': () => answers.shift() ?? json({}, 500),
    });
    renderSection(expected.language);
    await userEvent.type(
      screen.getByLabelText(expected.password, { selector: 'input' }),
      'kopi-o-kaw-2024',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: expected.confirm }));
    const submit = screen.getByRole('button', { name: expected.submit });
    await userEvent.click(submit);
    expect(await screen.findByText(expected.wrongPassword)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ password: 'kopi-o-kaw-2024', confirm: true });
    for (const said of [expected.pending, expected.undelivered, expected.limited]) {
      await userEvent.click(screen.getByRole('button', { name: expected.submit }));
      expect((await screen.findByRole('alert')).textContent).toMatch(said);
    }
    expect(calls).toHaveLength(4);
  });

  it('says the account is closed, forgets the signed-in hint at once and the session when the visitor leaves', async () => {
    signedIn({
      id: 'm1',
      name: 'Siti Aminah binti Ali',
      maskedMobile: '•••••••6789',
      state: '1',
      parliament: 'P.140',
      dun: 'N.02',
      language: expected.language,
      email: '',
      role: 'member',
      registrations: [],
    });
    mockApi({ 'POST /api/account/close': () => json(closed) });
    renderSection(expected.language);
    await userEvent.type(
      screen.getByLabelText(expected.password, { selector: 'input' }),
      'kopi-o-kaw-2024',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: expected.confirm }));
    await userEvent.click(screen.getByRole('button', { name: expected.submit }));
    const done = await screen.findByRole('heading', { name: expected.done });
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('form')).toBeNull();
    expect(currentSession().status).toBe('signed-in');
    // The next page load, however it comes, does not take the browser for signed in.
    expect(localStorage.getItem('signed-in')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: expected.home }));
    expect(currentSession().status).toBe('signed-out');
  });

  it('has no accessibility violation, before and after a failed submit', async () => {
    mockApi({});
    const { container } = renderSection(expected.language);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: expected.submit }));
    await screen.findByText(expected.passwordRequired);
    expect(await axeViolations(container)).toEqual([]);
  });
});
