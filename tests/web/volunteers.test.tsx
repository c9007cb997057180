import type {
  Commitment,
  MemberProfile,
  PublicActivity,
  PublicEvent,
  PublicShift,
  VolunteerDetails,
} from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { consentWording } from '@gsk/core/volunteers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { deferred, json, mockApi } from './payment-api-mock';

const inDays = (days: number, hour = 1) =>
  new Date(Date.UTC(2030, 0, 1 + days, hour)).toISOString();

const member: MemberProfile = {
  id: 'm-29',
  name: 'Nur Aisyah binti Ahmad',
  maskedMobile: '+60*******678',
  state: '10',
  parliament: 'P.106',
  dun: 'N.31',
  language: 'bm',
  email: '',
  role: 'member',
  registrations: [],
};

const shift = (overrides: Partial<PublicShift> = {}): PublicShift => ({
  id: 'sh-1',
  activityId: 'act-1',
  startsAt: inDays(5, 1),
  endsAt: inDays(5, 4),
  places: 5,
  placesLeft: 2,
  waiting: 0,
  state: 'open',
  ...overrides,
});

const activity = (overrides: Partial<PublicActivity> = {}): PublicActivity => ({
  id: 'act-1',
  title: { bm: 'Dapur komuniti Kesum', eng: 'Kesum community kitchen' },
  description: {
    bm: 'Bantu kami memasak untuk keluarga setempat.\n\nSemua bahan disediakan.',
    eng: 'Help us cook for local families.\n\nEvery ingredient is provided.',
  },
  enterprise: 'kesum',
  area: { state: '10', parliament: 'P.106' },
  online: false,
  venue: { bm: 'Dewan Orang Ramai Wangsa Maju', eng: 'Wangsa Maju Community Hall' },
  skills: ['cooking', 'event-crew'],
  shifts: [
    shift(),
    shift({
      id: 'sh-2',
      startsAt: inDays(6, 1),
      endsAt: inDays(6, 4),
      placesLeft: 0,
      waiting: 2,
      state: 'full',
    }),
  ],
  ...overrides,
});

const consent = (given: boolean, language: Language) => ({
  given,
  at: inDays(0),
  version: consentWording.version,
  language,
  wording: consentWording.sms[language],
});

const volunteer = (language: Language): NonNullable<VolunteerDetails['volunteer']> => ({
  skills: ['cooking', 'driving'],
  languages: ['malay', 'tamil'],
  availability: ['weekend-morning'],
  reach: 'parliament',
  consent: { sms: consent(true, language), email: consent(false, language) },
  state: '10',
  parliament: 'P.106',
  dun: 'N.31',
  since: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
});

const copy = {
  bm: {
    heading: 'Jadi sukarelawan',
    form: 'Borang sukarelawan',
    submit: 'Jadi sukarelawan',
    save: 'Simpan perubahan',
    cooking: 'Memasak dan pengendalian makanan',
    driving: 'Memandu',
    malay: 'Bahasa Melayu',
    tamil: 'Bahasa Tamil',
    weekendMorning: 'Hujung minggu, pagi',
    parliament: 'Kawasan parlimen saya',
    skillsRequired: 'Pilih sekurang-kurangnya satu bidang yang boleh anda bantu',
    reachRequired: 'Pilih sejauh mana anda sanggup pergi untuk membantu',
    saved: 'Terima kasih! Anda kini sukarelawan.',
    restored:
      'Selamat kembali! Pilihan anda masih di sini: semak dan tekan butang untuk menyimpan.',
    details: 'Butiran sukarelawan anda',
    edit: 'Ubah butiran',
    withdraw: 'Berhenti menjadi sukarelawan',
    withdrawYes: 'Ya, berhenti',
    withdrawn:
      'Anda tidak lagi berdaftar sebagai sukarelawan. Anda dialu-alukan kembali bila-bila masa.',
    state: 'Negeri',
    fewer: 'kurang daripada 5',
    total: 'Seluruh Malaysia',
    signUpShift: 'Daftar untuk syif ini',
    joinWaiting: 'Sertai senarai menunggu',
    confirmed: 'Pendaftaran berjaya: anda sudah berdaftar untuk syif ini.',
    waitingThird: 'Anda nombor 3 dalam senarai menunggu',
    calendar: 'Tambah ke kalendar',
    cancel: 'Batalkan',
    cancelWaiting: 'Keluar dari senarai menunggu',
    confirmYes: 'Ya, batalkan',
    signIn: 'Log masuk untuk mendaftar',
    commitments: 'Syif dan acara saya',
    eventFull: 'Maaf, acara ini sudah penuh.',
    cancelled: 'Tempat anda telah dibatalkan.',
  },
  eng: {
    heading: 'Become a volunteer',
    form: 'Volunteer form',
    submit: 'Become a volunteer',
    save: 'Save changes',
    cooking: 'Cooking and food handling',
    driving: 'Driving',
    malay: 'Malay',
    tamil: 'Tamil',
    weekendMorning: 'Weekend mornings',
    parliament: 'My parliamentary seat',
    skillsRequired: 'Choose at least one thing you can help with',
    reachRequired: 'Choose how far you will go to help',
    saved: 'Thank you! You are now a volunteer.',
    restored: 'Welcome back! Your choices are still here: check them and press the button to save.',
    details: 'Your volunteer details',
    edit: 'Edit details',
    withdraw: 'Stop volunteering',
    withdrawYes: 'Yes, stop',
    withdrawn: 'You are no longer registered as a volunteer. You are welcome back at any time.',
    state: 'State',
    fewer: 'fewer than 5',
    total: 'All of Malaysia',
    signUpShift: 'Sign up for this shift',
    joinWaiting: 'Join the waiting list',
    confirmed: 'Signed up: you’re in for this shift.',
    waitingThird: 'You’re number 3 on the waiting list',
    calendar: 'Add to calendar',
    cancel: 'Cancel',
    cancelWaiting: 'Leave the waiting list',
    confirmYes: 'Yes, cancel',
    signIn: 'Sign in to sign up',
    commitments: 'My shifts and events',
    eventFull: 'Sorry, this event is full.',
    cancelled: 'Your place was cancelled.',
  },
} as const;

const prefix = (language: Language) => (language === 'bm' ? '' : '/en');
const unauthenticated = () => json({ error: { code: 'unauthenticated' } }, 401);

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the volunteer page in %s', (language) => {
  const text = copy[language];

  it('shows volunteers per state, never a figure below 5, and the activities of the member’s state', async () => {
    localStorage.setItem('signed-in', '1');
    const api = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/volunteer': () => json({ volunteer: null }),
      'GET /api/volunteers/counts': () =>
        json({
          states: [
            { state: '10', volunteers: 42 },
            { state: '1', volunteers: null },
            // A figure below the minimum, however it came, is never shown.
            { state: '2', volunteers: 3 },
          ],
          total: 45,
        }),
      'GET /api/activities?state=10': () => json({ activities: [activity()] }),
      'GET /api/activities?state=1': () => json({ activities: [] }),
    });
    const user = userEvent.setup();
    renderApp('/volunteer', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const counts = (await screen.findByRole('table')).closest('section')!;
    const row = (name: string) =>
      within(counts).getByRole('rowheader', { name }).closest('tr')!.querySelector('td')!
        .textContent;
    await waitFor(() => expect(row('Selangor')).toBe('42'));
    expect(row('Johor')).toBe(text.fewer);
    expect(row('Kedah')).toBe(text.fewer);
    expect(row(text.total)).toBe('45');
    expect(counts).not.toHaveTextContent(/\b3\b/);

    // The member's state is picked for them; their activities link to the activity's page.
    const link = await screen.findByRole('link', { name: activity().title[language] });
    expect(link).toHaveAttribute('href', `${prefix(language)}/volunteer/activities/act-1`);
    expect(screen.getByLabelText(text.state)).toHaveValue('10');
    await user.selectOptions(screen.getByLabelText(text.state), '1');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: activity().title[language] })).toBeNull(),
    );
    expect(api.calls.map((call) => call.path)).toContain('/api/activities?state=1');
  });

  it('translates core’s messages under their groups when nothing is ticked', async () => {
    mockApi({
      'GET /api/volunteers/counts': () => json({ states: [], total: null }),
    });
    const user = userEvent.setup();
    renderApp('/volunteer', { language });
    const form = await screen.findByRole('form', { name: text.form });
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await within(form).findByText(text.skillsRequired)).toBeVisible();
    expect(within(form).getByText(text.reachRequired)).toBeVisible();
    // The first control of the first group in error takes the focus.
    await waitFor(() => expect(within(form).getByLabelText(text.cooking)).toHaveFocus());
  });

  it('takes a signed-out visitor through sign-up and back to the form with every tick kept, then saves with the wording shown', async () => {
    const api = mockApi({
      'GET /api/account/me': unauthenticated,
      'GET /api/volunteers/counts': () => json({ states: [], total: null }),
    });
    const user = userEvent.setup();
    const first = renderApp('/volunteer', { language });
    const form = await screen.findByRole('form', { name: text.form });
    await user.click(within(form).getByLabelText(text.cooking));
    await user.click(within(form).getByLabelText(text.driving));
    await user.click(within(form).getByLabelText(text.tamil));
    await user.click(within(form).getByLabelText(text.weekendMorning));
    await user.click(within(form).getByLabelText(text.parliament));
    await user.click(within(form).getByLabelText(consentWording.sms[language]));
    await user.click(within(form).getByRole('button', { name: text.submit }));
    const back = `${prefix(language)}/volunteer#volunteer-form`;
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe(`${prefix(language)}/sign-up`),
    );
    expect(new URLSearchParams(first.router.state.location.search).get('next')).toBe(back);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    first.unmount();

    // Back from sign-up, signed in (a reload of the page in the same tab).
    resetSession();
    localStorage.setItem('signed-in', '1');
    let saved: unknown;
    mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/volunteer': () => json({ volunteer: null }),
      'GET /api/volunteers/counts': () => json({ states: [], total: null }),
      'GET /api/activities?state=10': () => json({ activities: [] }),
      'PUT /api/volunteer': ({ body }) => {
        saved = body;
        return json({ volunteer: volunteer(language) });
      },
    });
    renderApp('/volunteer#volunteer-form', { language });
    expect(await screen.findByText(text.restored)).toBeVisible();
    const again = screen.getByRole('form', { name: text.form });
    for (const label of [
      text.cooking,
      text.driving,
      text.tamil,
      text.weekendMorning,
      text.parliament,
    ])
      expect(within(again).getByLabelText(label)).toBeChecked();
    expect(within(again).getByLabelText(consentWording.sms[language])).toBeChecked();
    expect(within(again).getByLabelText(consentWording.email[language])).not.toBeChecked();
    expect(within(again).getByLabelText(text.malay)).not.toBeChecked();
    await user.click(within(again).getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
    expect(saved).toEqual({
      skills: ['cooking', 'driving'],
      languages: ['tamil'],
      availability: ['weekend-morning'],
      reach: 'parliament',
      consentSms: true,
      consentEmail: false,
      language,
    });
    expect(screen.getByRole('heading', { name: text.details })).toBeVisible();
    // Saved: the tab forgets the draft.
    expect(sessionStorage.getItem('volunteer-draft')).toBeNull();
  });

  it('shows a volunteer their details, edits them and withdraws after confirming', async () => {
    localStorage.setItem('signed-in', '1');
    const api = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/volunteer': () => json({ volunteer: volunteer(language) }),
      'GET /api/volunteers/counts': () => json({ states: [], total: null }),
      'GET /api/activities?state=10': () => json({ activities: [] }),
      'PUT /api/volunteer': () =>
        json({ volunteer: { ...volunteer(language), skills: ['cooking'] } }),
      'DELETE /api/volunteer': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/volunteer', { language });
    expect(await screen.findByRole('heading', { name: text.details })).toBeVisible();
    expect(screen.getByText(`${text.cooking}, ${text.driving}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: text.edit }));
    const form = await screen.findByRole('form', { name: text.form });
    expect(within(form).getByLabelText(text.driving)).toBeChecked();
    await user.click(within(form).getByLabelText(text.driving));
    await user.click(within(form).getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.cooking, { selector: 'dd' })).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      skills: ['cooking'],
      consentSms: true,
      language,
    });

    await user.click(screen.getByRole('button', { name: text.withdraw }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.withdrawYes }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.withdrawn);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('form', { name: text.form })).toBeVisible();
  });

  it('starts a new volunteer’s form from the consents they gave elsewhere, so saving it withdraws none', async () => {
    localStorage.setItem('signed-in', '1');
    mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/volunteer': () =>
        json({ volunteer: null, activityConsent: { sms: false, email: true } }),
      'GET /api/volunteers/counts': () => json({ states: [], total: null }),
      'GET /api/activities?state=10': () => json({ activities: [] }),
    });
    const user = userEvent.setup();
    renderApp('/volunteer', { language });
    await screen.findByRole('form', { name: text.form });
    const live = () => within(screen.getByRole('form', { name: text.form }));
    await waitFor(() =>
      expect(live().getByLabelText(consentWording.email[language])).toBeChecked(),
    );
    // The form's code loads when the visitor reaches for it (an island): the choices stay.
    await user.click(live().getByLabelText(text.cooking));
    await waitFor(() => expect(live().getByLabelText(text.cooking)).toBeChecked());
    expect(live().getByLabelText(consentWording.email[language])).toBeChecked();
    expect(live().getByLabelText(consentWording.sms[language])).not.toBeChecked();
  });
});

describe.each(['bm', 'eng'] as const)('an activity’s page in %s', (language) => {
  const text = copy[language];
  const signups = (shiftId: string) => `/api/activities/act-1/shifts/${shiftId}/signups`;

  it('shows the activity and its shifts in Malaysia time; signed out, links to sign in and back', async () => {
    mockApi({
      'GET /api/activities/act-1': () => json(activity()),
      'GET /api/account/me': unauthenticated,
    });
    renderApp('/volunteer/activities/act-1', { language });
    expect(
      await screen.findByRole('heading', { level: 1, name: activity().title[language] }),
    ).toBeVisible();
    expect(screen.getByText(activity().venue![language])).toBeVisible();
    expect(
      screen.getByText(
        `${text.cooking}, ${copy[language] === copy.bm ? 'Krew acara' : 'Event crew'}`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kesum' })).toHaveAttribute(
      'href',
      `${prefix(language)}/kesum`,
    );
    const first = screen.getByRole('article', {
      name: malaysianTimeRange(shift().startsAt, shift().endsAt, language),
    });
    // 01:00 UTC is 9:00 in Malaysia.
    expect(first).toHaveTextContent(/9:00/);
    const next = encodeURIComponent(`${prefix(language)}/volunteer/activities/act-1`);
    expect(
      (await within(first).findByRole('link', { name: text.signIn })).getAttribute('href'),
    ).toBe(`${prefix(language)}/sign-in?next=${next}`);
    expect(screen.queryByRole('button', { name: text.signUpShift })).toBeNull();
  });

  it('signs a member up once, offers the calendar file, and cancels after confirming', async () => {
    const answer = deferred<Response>();
    const api = mockApi({
      'GET /api/activities/act-1': () => json(activity()),
      'GET /api/account/me': () => json(member),
      'GET /api/account/commitments': () => json({ commitments: [] }),
      [`POST ${signups('sh-1')}`]: () => answer.promise,
      [`DELETE ${signups('sh-1')}`]: () => json({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderApp('/volunteer/activities/act-1', { language });
    const button = await screen.findByRole('button', { name: text.signUpShift });
    await user.dblClick(button);
    await user.click(button);
    answer.resolve(json({ status: 'confirmed' }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(text.confirmed);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({});
    expect(screen.getByRole('link', { name: text.calendar })).toHaveAttribute(
      'href',
      `/api/activities/act-1/shifts/sh-1/calendar.ics?language=${language}`,
    );
    await user.click(screen.getByRole('button', { name: text.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.confirmYes }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1),
    );
    expect(await screen.findAllByRole('button', { name: text.signUpShift })).toHaveLength(1);
  });

  it('puts a member on a full shift’s waiting list ({"waitingList": true}) and tells their number', async () => {
    const api = mockApi({
      'GET /api/activities/act-1': () => json(activity()),
      'GET /api/account/me': () => json(member),
      'GET /api/account/commitments': () => json({ commitments: [] }),
      [`POST ${signups('sh-2')}`]: () => json({ status: 'waiting', position: 3 }, 201),
    });
    const user = userEvent.setup();
    renderApp('/volunteer/activities/act-1', { language });
    await user.click(await screen.findByRole('button', { name: text.joinWaiting }));
    expect(await screen.findByText(text.waitingThird)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: signups('sh-2'),
      body: { waitingList: true },
    });
    expect(screen.getByRole('button', { name: text.cancelWaiting })).toBeVisible();
    // Waiting is no place yet: no calendar file for it.
    expect(screen.queryByRole('link', { name: text.calendar })).toBeNull();
  });

  it('shows a member’s place from their commitments when the page opens', async () => {
    const waiting: Commitment = {
      kind: 'shift',
      id: 'act-1',
      shiftId: 'sh-2',
      title: activity().title,
      startsAt: inDays(6, 1),
      endsAt: inDays(6, 4),
      venue: activity().venue,
      online: false,
      place: { status: 'waiting', position: 3 },
      cancellable: true,
    };
    mockApi({
      'GET /api/activities/act-1': () => json(activity()),
      'GET /api/account/me': () => json(member),
      'GET /api/account/commitments': () => json({ commitments: [waiting] }),
    });
    renderApp('/volunteer/activities/act-1', { language });
    expect(await screen.findByText(text.waitingThird)).toBeVisible();
    expect(screen.getAllByRole('button', { name: text.signUpShift })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: text.joinWaiting })).toBeNull();
  });

  it('shows the site’s not-found page for an unknown id', async () => {
    mockApi({
      'GET /api/activities/none': () => json({ error: { code: 'not_found' } }, 404),
    });
    renderApp('/volunteer/activities/none', { language });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      language === 'bm' ? 'Halaman Tidak Dijumpai.' : 'Page Not Found.',
    );
  });
});

const fullEvent: PublicEvent = {
  id: 'evt-full',
  title: { bm: 'Bual bicara koperasi', eng: 'Co-operative talk' },
  description: { bm: 'Terbuka kepada semua ahli.', eng: 'Open to every member.' },
  startsAt: inDays(10, 1),
  endsAt: inDays(10, 4),
  venue: null,
  online: true,
  capacity: 50,
  placesLeft: 0,
  waiting: 2,
  registration: 'full',
  featured: false,
};

describe.each(['bm', 'eng'] as const)('an event’s waiting list and cancel in %s', (language) => {
  const text = copy[language];

  it('offers a full event’s waiting list, tells the member’s number and lets them leave it', async () => {
    const api = mockApi({
      'GET /api/events/evt-full': () => json(fullEvent),
      'GET /api/account/me': () => json(member),
      'GET /api/account/commitments': () => json({ commitments: [] }),
      'POST /api/events/evt-full/registrations': () =>
        json({ status: 'waiting', position: 3, event: { ...fullEvent, waiting: 3 } }, 201),
      'DELETE /api/events/evt-full/registrations': () => json({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderApp('/programmes/evt-full', { language });
    expect(await screen.findByText(text.eventFull)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: text.joinWaiting }));
    expect(await screen.findByText(text.waitingThird)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ waitingList: true });
    await user.click(screen.getByRole('button', { name: text.cancelWaiting }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.confirmYes }),
    );
    expect(await screen.findByText(text.cancelled)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a registered member the calendar file and cancel', async () => {
    const open = { ...fullEvent, id: 'evt-open', placesLeft: 3, registration: 'open' as const };
    mockApi({
      'GET /api/events/evt-open': () => json(open),
      'GET /api/account/me': () => json(member),
      'GET /api/account/commitments': () =>
        json({
          commitments: [
            {
              kind: 'event',
              id: 'evt-open',
              title: open.title,
              startsAt: open.startsAt,
              endsAt: open.endsAt,
              venue: null,
              online: true,
              place: { status: 'confirmed' },
              cancellable: true,
            } satisfies Commitment,
          ],
        }),
    });
    renderApp('/programmes/evt-open', { language });
    expect(await screen.findByRole('link', { name: text.calendar })).toHaveAttribute(
      'href',
      `/api/events/evt-open/calendar.ics?language=${language}`,
    );
    expect(screen.getByRole('button', { name: text.cancel })).toBeVisible();
  });
});

describe.each(['bm', 'eng'] as const)('the profile’s shifts and events in %s', (language) => {
  const text = copy[language];

  it('lists each commitment with its place and cancels one after confirming', async () => {
    localStorage.setItem('signed-in', '1');
    const commitments: Commitment[] = [
      {
        kind: 'shift',
        id: 'act-1',
        shiftId: 'sh-1',
        title: activity().title,
        startsAt: inDays(5, 1),
        endsAt: inDays(5, 4),
        venue: activity().venue,
        online: false,
        place: { status: 'confirmed' },
        cancellable: true,
      },
      {
        kind: 'event',
        id: 'evt-full',
        title: fullEvent.title,
        startsAt: fullEvent.startsAt,
        endsAt: fullEvent.endsAt,
        venue: null,
        online: true,
        place: { status: 'waiting', position: 3 },
        cancellable: true,
      },
    ];
    let listed = commitments;
    const api = mockApi({
      'GET /api/account/me': () => json(member),
      'GET /api/account/commitments': () => json({ commitments: listed }),
      'GET /api/volunteer': () => json({ volunteer: volunteer(language) }),
      'DELETE /api/activities/act-1/shifts/sh-1/signups': () => {
        listed = commitments.slice(1);
        return json({ status: 'cancelled' });
      },
    });
    const user = userEvent.setup();
    renderApp('/profile', { language });
    const section = (await screen.findByRole('heading', { name: text.commitments })).closest(
      'section',
    )!;
    const shiftLink = await within(section).findByRole('link', {
      name: activity().title[language],
    });
    expect(shiftLink).toHaveAttribute('href', `${prefix(language)}/volunteer/activities/act-1`);
    expect(within(section).getByRole('link', { name: fullEvent.title[language] })).toHaveAttribute(
      'href',
      `${prefix(language)}/programmes/evt-full`,
    );
    expect(within(section).getByText(text.waitingThird)).toBeVisible();
    // The volunteer's details, with the way to change them.
    expect(await screen.findByText(`${text.cooking}, ${text.driving}`)).toBeVisible();

    const item = shiftLink.closest('li')!;
    await user.click(within(item).getByRole('button', { name: text.cancel }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.confirmYes }),
    );
    await waitFor(() =>
      expect(within(section).queryByRole('link', { name: activity().title[language] })).toBeNull(),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
