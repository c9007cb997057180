import type { ChannelConsent, OtpChallenge, OwnConsents } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { consentWordingOf, currentConsentVersion } from '@gsk/core/privacy/consent-wording';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { member } from './member-fixtures';
import { json, mockApi, type ApiCall } from './payment-api-mock';

/*
 * Consent (issue 32, C1): the member's privacy page's "Messages you receive" and the sign-up's
 * ways of contact, in both languages, by role and label, with axe.
 */

const given = (language: Language): ChannelConsent => ({
  channel: 'sms',
  purpose: 'activity',
  given: true,
  at: '2026-11-20T02:30:00.000Z',
  version: currentConsentVersion,
  language,
  wording: consentWordingOf('sms', 'activity', language),
  source: 'sign-up',
});

/** The API's answer with `records` recorded (the others unrecorded), as core's order has them. */
const answer = (records: ChannelConsent[]): OwnConsents => ({
  consents: (['activity', 'news'] as const).flatMap((purpose) =>
    (['sms', 'email'] as const).map(
      (channel) =>
        records.find((record) => record.channel === channel && record.purpose === purpose) ?? {
          channel,
          purpose,
          given: false as const,
        },
    ),
  ),
  history: [...records].reverse(),
});

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  localStorage.setItem('signed-in', '1');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = {
  bm: {
    path: '/profile/privacy',
    heading: 'Mesej yang anda terima',
    always: /Kod pengesahan, resit derma dan pengesahan/,
    activity: 'Tentang pendaftaran, syif dan aktiviti sukarelawan saya',
    news: 'Berita dan rayuan',
    givenAt: 'Dipersetujui pada 20 November 2026 pada 10:30 PG, semasa mendaftar.',
    never: 'Belum dipersetujui.',
    saved: `Disimpan: ${consentWordingOf('email', 'news', 'bm')}.`,
    withdrawn:
      'Disimpan: anda tidak lagi menerima mesej ini (SMS, Tentang pendaftaran, syif dan aktiviti sukarelawan saya).',
    title: 'Privasi & Data Anda | Gerakan Sektor Ketiga',
    failed: 'Pilihan anda tidak dapat disimpan. Sila cuba lagi.',
    signedOut: 'Log masuk untuk memilih mesej yang anda terima dan mengurus data anda.',
  },
  eng: {
    path: '/en/profile/privacy',
    heading: 'Messages you receive',
    always: /Verification codes, donation receipts and confirmations/,
    activity: 'About my registrations, shifts and volunteer activities',
    news: 'News and appeals',
    givenAt: 'Agreed on 20 November 2026 at 10:30 am, when you signed up.',
    never: 'Not agreed.',
    saved: `Saved: ${consentWordingOf('email', 'news', 'eng')}.`,
    withdrawn:
      'Saved: you will no longer receive these messages (SMS, About my registrations, shifts and volunteer activities).',
    title: 'Privacy & Your Data | Gerakan Sektor Ketiga',
    failed: 'Your choice could not be saved. Please try again.',
    signedOut: 'Sign in to choose the messages you receive and manage your data.',
  },
} as const;

describe.each(['bm', 'eng'] as const)('the privacy page in %s', (language) => {
  const text = texts[language];

  it('shows the four choices with when and how each was given, saves a change at once and confirms it', async () => {
    let records = [given(language)];
    const { calls } = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/account/consents': () => json(answer(records)),
      'PUT /api/account/consents': ({ body }: ApiCall) => {
        const change = body as {
          channel: 'sms' | 'email';
          purpose: 'activity' | 'news';
          given: boolean;
        };
        records = [
          ...records.filter(
            (record) => record.channel !== change.channel || record.purpose !== change.purpose,
          ),
          {
            ...given(language),
            ...change,
            at: '2026-11-27T01:00:00.000Z',
            wording: consentWordingOf(change.channel, change.purpose, language),
            source: 'profile',
          },
        ];
        return json(answer(records));
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(text.path, { language });
    const section = (await screen.findByRole('heading', { name: text.heading })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(document.title).toBe(text.title));
    expect(within(section).getByText(text.always)).toBeInTheDocument();
    const activity = await within(section).findByRole('group', { name: text.activity });
    const news = within(section).getByRole('group', { name: text.news });
    const smsActivity = within(activity).getByRole('checkbox', {
      name: consentWordingOf('sms', 'activity', language),
    });
    expect(smsActivity).toBeChecked();
    expect(smsActivity).toHaveAccessibleDescription(text.givenAt);
    const emailNews = within(news).getByRole('checkbox', {
      name: consentWordingOf('email', 'news', language),
    });
    expect(emailNews).not.toBeChecked();
    expect(emailNews).toHaveAccessibleDescription(text.never);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);

    await user.click(emailNews);
    expect(await within(section).findByText(text.saved)).toHaveAttribute('role', 'status');
    expect(emailNews).toBeChecked();
    await user.click(smsActivity);
    expect(await within(section).findByText(text.withdrawn)).toBeInTheDocument();
    expect(smsActivity).not.toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { channel: 'email', purpose: 'news', given: true, language, source: 'profile' },
      { channel: 'sms', purpose: 'activity', given: false, language, source: 'profile' },
    ]);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('says so when a change is refused, and keeps the choice as it was', async () => {
    mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/account/consents': () => json(answer([])),
      'PUT /api/account/consents': () => json({ error: { code: 'internal' } }, 500),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(text.path, { language });
    const box = await screen.findByRole('checkbox', {
      name: consentWordingOf('sms', 'news', language),
    });
    await user.click(box);
    // The page's other sections keep live regions of their own (the closing form's, empty).
    expect(await screen.findByText(text.failed)).toHaveAttribute('role', 'alert');
    expect(box).not.toBeChecked();
  });

  it('signed out, offers to sign in and come back', async () => {
    localStorage.removeItem('signed-in');
    mockApi({ 'GET /api/account/me': () => json({ error: { code: 'unauthenticated' } }, 401) });
    renderApp(text.path, { language });
    expect(await screen.findByText(text.signedOut)).toBeInTheDocument();
    const back = language === 'bm' ? '%2Fprofile%2Fprivacy' : '%2Fen%2Fprofile%2Fprivacy';
    expect(
      within(screen.getByRole('main')).getByRole('link', {
        name: language === 'bm' ? 'Log masuk' : 'Sign in',
      }),
    ).toHaveAttribute('href', `${language === 'bm' ? '' : '/en'}/sign-in?next=${back}`);
  });
});

describe.each(['bm', 'eng'] as const)('the profile in %s', (language) => {
  it('links to the privacy page', async () => {
    mockApi({ 'GET /api/account/me': () => json(member) });
    renderApp(language === 'bm' ? '/profile' : '/en/profile', { language });
    const link = await screen.findByRole('link', {
      name: language === 'bm' ? 'Privasi & data anda' : 'Privacy & your data',
    });
    expect(link).toHaveAttribute(
      'href',
      language === 'bm' ? '/profile/privacy' : '/en/profile/privacy',
    );
  });
});

const challenge: OtpChallenge = {
  challengeId: 'c'.repeat(22),
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
} as OtpChallenge;

describe.each(['bm', 'eng'] as const)('the sign-up’s ways of contact in %s', (language) => {
  const legend =
    language === 'bm' ? 'Bagaimana kami boleh menghubungi anda' : 'How may we contact you';

  it('offers the four, none ticked, and sends those ticked', async () => {
    localStorage.removeItem('signed-in');
    const { calls } = mockApi({ 'POST /api/account/sign-up': () => json(challenge, 202) });
    const user = userEvent.setup({ delay: null });
    renderApp(language === 'bm' ? '/sign-up' : '/en/sign-up', { language });
    const form = await screen.findByRole('form', {
      name: language === 'bm' ? 'Borang pendaftaran ahli' : 'Member sign-up form',
    });
    const group = within(form).getByRole('group', { name: legend });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      consentWordingOf('sms', 'activity', language),
      consentWordingOf('email', 'activity', language),
      consentWordingOf('sms', 'news', language),
      consentWordingOf('email', 'news', language),
    ]);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(await axeViolations(form)).toEqual([]);

    await user.click(
      within(group).getByRole('checkbox', { name: consentWordingOf('sms', 'activity', language) }),
    );
    await user.click(
      within(group).getByRole('checkbox', { name: consentWordingOf('email', 'news', language) }),
    );
    await user.type(
      within(form).getByLabelText(/^(Nama penuh|Full name)/),
      'Siti Aminah binti Ali',
    );
    await user.type(
      within(form).getByLabelText(/^(Nombor telefon bimbit|Mobile number)/),
      '012-345 6789',
    );
    await user.type(within(form).getByLabelText(/^(Kata laluan|Password)/), 'rahsia-kuat-1');
    await user.type(
      within(form).getByLabelText(/^(Sahkan kata laluan|Confirm password)/),
      'rahsia-kuat-1',
    );
    await user.selectOptions(
      within(form).getByLabelText(/^(Negeri mengundi|Voting state)/),
      'Johor',
    );
    await user.selectOptions(
      within(form).getByLabelText(/^(Kawasan parlimen|Parliament)/),
      'P.140 Segamat',
    );
    await user.selectOptions(within(form).getByLabelText(/^(Kawasan DUN|DUN)/), 'N.02 Jementah');
    await user.click(
      within(form).getByRole('button', { name: language === 'bm' ? 'Daftar' : 'Sign up' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ consents: ['sms.activity', 'email.news'], language });
  });
});
