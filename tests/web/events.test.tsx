import type { MemberProfile, PublicEvent } from '@gsk/core/api';
import { MODAL_SEEN_COOKIE_NAME } from '@gsk/core/constants';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { deferred, json, mockApi } from './payment-api-mock';

const inDays = (days: number, hour = 1) =>
  new Date(Date.UTC(2030, 0, 1 + days, hour)).toISOString();

const sampleEvent = (overrides: Partial<PublicEvent> = {}): PublicEvent => ({
  id: 'evt-kesum-talk',
  title: { bm: 'Bual bicara koperasi kedai runcit', eng: 'Talk on the grocery co-operative' },
  description: {
    bm: 'Kenali cara kedai runcit milik rakyat beroperasi.\n\nTerbuka kepada semua ahli.',
    eng: 'How a people-owned grocery works.\n\nOpen to every member.',
  },
  startsAt: inDays(10, 1),
  endsAt: inDays(10, 4),
  venue: { bm: 'Dewan Komuniti Kampung Baru', eng: 'Kampung Baru Community Hall' },
  online: false,
  capacity: 50,
  placesLeft: 12,
  waiting: 0,
  registration: 'open',
  featured: false,
  ...overrides,
});

const online = sampleEvent({
  id: 'evt-online',
  title: { bm: 'Webinar tenaga solar', eng: 'Solar energy webinar' },
  venue: null,
  online: true,
  placesLeft: 0,
  registration: 'full',
});
const closed = sampleEvent({
  id: 'evt-closed',
  title: { bm: 'Gotong-royong kebun bandar', eng: 'Urban farm work day' },
  placesLeft: 5,
  registration: 'closed',
});

const member: MemberProfile = {
  id: 'm-1',
  name: 'Nur Aisyah binti Ahmad',
  maskedMobile: '+60*******678',
  state: '14',
  parliament: 'P.115',
  dun: '',
  language: 'bm',
  email: '',
  role: 'member',
  registrations: [],
};

/** `GET /api/account/me` of the member, registered for the event. */
const memberRegisteredFor = (eventId: string) => () =>
  json({ ...member, registrations: [{ eventId, registeredAt: inDays(0) }] });

const copy = {
  bm: {
    loading: 'Sedang memuatkan program…',
    empty: 'Tiada apa-apa ditemui',
    error: 'Program tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
    online: 'Dalam talian',
    places: '12 tempat lagi',
    noPlaces: '0 tempat lagi',
    open: 'Dibuka',
    full: 'Penuh',
    closed: 'Ditutup',
    zone: '(waktu Malaysia)',
    signIn: 'Log masuk untuk mendaftar',
    signUp: 'Cipta akaun',
    confirm: 'Sahkan pendaftaran',
    registered: 'Pendaftaran berjaya',
    already: 'Anda sudah mendaftar',
    youAreRegistered: 'Anda telah berdaftar untuk acara ini',
    fullRefusal: 'Maaf, acara ini sudah penuh.',
    closedRefusal: 'Pendaftaran untuk acara ini telah ditutup.',
    notFound: 'Halaman Tidak Dijumpai.',
    invitation: 'Jom sertai acara kami',
    view: 'Lihat acara',
    close: 'Tutup',
    later: 'Mungkin lain kali',
  },
  eng: {
    loading: 'Loading programmes…',
    empty: 'Nothing found',
    error: 'The programmes could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    online: 'Online',
    places: '12 places left',
    noPlaces: '0 places left',
    open: 'Open',
    full: 'Full',
    closed: 'Closed',
    zone: '(Malaysia time)',
    signIn: 'Sign in to register',
    signUp: 'Create an account',
    confirm: 'Confirm registration',
    registered: 'Registration successful',
    already: 'Already registered',
    youAreRegistered: 'You are registered for this event',
    fullRefusal: 'Sorry, this event is full.',
    closedRefusal: 'Registration for this event is closed.',
    notFound: 'Page Not Found.',
    invitation: 'Join us at our next event',
    view: 'See the event',
    close: 'Close',
    later: 'Maybe later',
  },
} as const;

const prefix = (language: Language) => (language === 'bm' ? '' : '/en');

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

beforeEach(() => {
  clearCookies();
  // Each test is a fresh page load: nobody known to be signed in yet.
  resetSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

/**
 * The browser's HTTP cache as a member meets it right after registering: a copy of a public
 * answer taken before (`stale`) answers any call that lets the cache answer; a call that asks the
 * server again gets the answer as it stands now (`fresh`).
 */
const cachedBeforeRegistering =
  (stale: unknown, fresh: unknown) =>
  ({ cache }: { cache?: RequestCache }) =>
    json(cache === 'no-cache' || cache === 'no-store' || cache === 'reload' ? fresh : stale);

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe.each(['bm', 'eng'] as const)('the programmes list in %s', (language) => {
  const text = copy[language];
  const labels =
    language === 'bm'
      ? { when: 'Bila', where: 'Lokasi', places: 'Kekosongan', registration: 'Pendaftaran' }
      : { when: 'When', where: 'Where', places: 'Places', registration: 'Registration' };

  it('holds the cards’ place while loading, then shows each event’s facts in Malaysia time', async () => {
    // Each call its own answer (strict mode runs the page's effect twice, as React does in dev).
    const answer = deferred<void>();
    mockApi({
      'GET /api/events': () =>
        answer.promise.then(() => json({ events: [sampleEvent(), online, closed] })),
    });
    const { container } = renderApp('/programmes', { language });
    expect(await screen.findByRole('status')).toHaveTextContent(text.loading);
    expect(container.querySelectorAll('.event-card--placeholder')).toHaveLength(3);
    answer.resolve();

    const link = await screen.findByRole('link', { name: sampleEvent().title[language] });
    expect(link).toHaveAttribute('href', `${prefix(language)}/programmes/evt-kesum-talk`);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(fact(first, labels.when)).toBe(
      `${malaysianTimeRange(sampleEvent().startsAt, sampleEvent().endsAt, language)} ${text.zone}`,
    );
    // 01:00 UTC is 9:00 in Malaysia (UTC+8).
    expect(fact(first, labels.when)).toMatch(/9:00/);
    expect(fact(first, labels.where)).toBe(sampleEvent().venue?.[language]);
    expect(fact(first, labels.places)).toBe(text.places);
    expect(fact(first, labels.registration)).toBe(text.open);
    expect(fact(second, labels.where)).toBe(text.online);
    expect(fact(second, labels.places)).toBe(text.noPlaces);
    expect(fact(second, labels.registration)).toBe(text.full);
    expect(fact(third, labels.registration)).toBe(text.closed);
    expect(container.querySelector('.event-card--placeholder')).toBeNull();
  });

  it(`says '${text.empty}' when there is no event`, async () => {
    mockApi({ 'GET /api/events': () => json({ events: [] }) });
    renderApp('/programmes', { language });
    expect(await screen.findByText(text.empty, { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a signed-in member the events they registered for, with places as they stand now', async () => {
    // This browser signed in before: the page asks who is signed in.
    localStorage.setItem('signed-in', '1');
    const registeredFor = sampleEvent();
    const api = mockApi({
      'GET /api/events': cachedBeforeRegistering(
        { events: [registeredFor, closed] },
        { events: [{ ...registeredFor, placesLeft: 11 }, closed] },
      ),
      'GET /api/account/me': memberRegisteredFor(registeredFor.id),
    });
    renderApp('/programmes', { language });
    const card = (await screen.findByRole('link', { name: registeredFor.title[language] })).closest(
      'article',
    )!;
    expect(await within(card).findByText(text.youAreRegistered)).toBeVisible();
    expect(fact(card, labels.places)).toBe(text.places.replace('12', '11'));
    const other = screen.getByRole('link', { name: closed.title[language] }).closest('article')!;
    expect(within(other).queryByText(text.youAreRegistered)).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/account/me')).toBe(true);
    localStorage.removeItem('signed-in');
  });

  it('lets an anonymous visitor’s list come from the browser’s cache, asking nobody who they are', async () => {
    const api = mockApi({
      'GET /api/events': cachedBeforeRegistering(
        { events: [sampleEvent()] },
        { events: [sampleEvent({ placesLeft: 11 })] },
      ),
    });
    renderApp('/programmes', { language });
    expect(await screen.findByText(text.places)).toBeVisible();
    expect(screen.queryByText(text.youAreRegistered)).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/events']);
  });

  it('tells a failure and loads again on retry', async () => {
    let failing = true;
    const api = mockApi({
      'GET /api/events': () =>
        failing ? json({ error: { code: 'internal' } }, 500) : json({ events: [online] }),
    });
    const user = userEvent.setup();
    renderApp('/programmes', { language });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.error);
    const failed = api.calls.length;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('link', { name: online.title[language] })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.length).toBe(failed + 1);
  });
});

describe.each(['bm', 'eng'] as const)('an event’s page in %s', (language) => {
  const text = copy[language];
  const eventPath = (id: string) => `/api/events/${id}`;

  it('shows the event and, signed out, links to sign in or sign up coming back here', async () => {
    mockApi({
      [`GET ${eventPath('evt-kesum-talk')}`]: () => json(sampleEvent()),
      'GET /api/account/me': () => json({ error: { code: 'unauthenticated' } }, 401),
    });
    renderApp('/programmes/evt-kesum-talk', { language });
    expect(
      await screen.findByRole('heading', { level: 1, name: sampleEvent().title[language] }),
    ).toBeInTheDocument();
    expect(screen.getByText(sampleEvent().description[language].split('\n')[0]!)).toBeVisible();
    expect(screen.getByText(text.places)).toBeVisible();
    const next = encodeURIComponent(`${prefix(language)}/programmes/evt-kesum-talk`);
    expect(await screen.findByRole('link', { name: text.signIn })).toHaveAttribute(
      'href',
      `${prefix(language)}/sign-in?next=${next}`,
    );
    expect(screen.getByRole('link', { name: text.signUp })).toHaveAttribute(
      'href',
      `${prefix(language)}/sign-up?next=${next}`,
    );
    expect(screen.queryByRole('button', { name: text.confirm })).toBeNull();
    await waitFor(() => expect(document.title).toContain(sampleEvent().title[language]));
  });

  it(`signed in, a double click on '${text.confirm}' registers once: '${text.registered}'`, async () => {
    const answer = deferred<Response>();
    const api = mockApi({
      [`GET ${eventPath('evt-kesum-talk')}`]: () => json(sampleEvent()),
      'GET /api/account/me': () => json(member),
      [`POST ${eventPath('evt-kesum-talk')}/registrations`]: () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/programmes/evt-kesum-talk', { language });
    const button = await screen.findByRole('button', { name: text.confirm });
    expect(screen.getByText(new RegExp(member.name))).toBeVisible();
    await user.dblClick(button);
    await user.click(button);
    answer.resolve(json({ status: 'registered', event: sampleEvent({ placesLeft: 11 }) }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(text.registered);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByText(text.places.replace('12', '11'))).toBeVisible();
    expect(screen.queryByRole('button', { name: text.confirm })).toBeNull();
  });

  it(`says '${text.already}' when the API answers so, and up front for a listed registration`, async () => {
    mockApi({
      [`GET ${eventPath('evt-kesum-talk')}`]: () => json(sampleEvent()),
      'GET /api/account/me': () => json(member),
      [`POST ${eventPath('evt-kesum-talk')}/registrations`]: () =>
        json({ status: 'already_registered', event: sampleEvent() }),
    });
    const user = userEvent.setup();
    const first = renderApp('/programmes/evt-kesum-talk', { language });
    await user.click(await screen.findByRole('button', { name: text.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.already);
    first.unmount();
    resetSession();

    mockApi({
      [`GET ${eventPath('evt-kesum-talk')}`]: () => json(sampleEvent()),
      'GET /api/account/me': memberRegisteredFor('evt-kesum-talk'),
    });
    renderApp('/programmes/evt-kesum-talk', { language });
    expect(await screen.findByText(text.already)).toBeVisible();
    expect(screen.queryByRole('button', { name: text.confirm })).toBeNull();
  });

  it('after registering, a reload still shows the member registered and the places their registration left', async () => {
    localStorage.setItem('signed-in', '1');
    mockApi({
      [`GET ${eventPath('evt-kesum-talk')}`]: cachedBeforeRegistering(
        sampleEvent(),
        sampleEvent({ placesLeft: 11 }),
      ),
      'GET /api/account/me': memberRegisteredFor('evt-kesum-talk'),
    });
    renderApp('/programmes/evt-kesum-talk', { language });
    expect(await screen.findByText(text.already)).toBeVisible();
    expect(screen.getByText(text.places.replace('12', '11'))).toBeVisible();
    expect(screen.queryByText(text.places)).toBeNull();
    localStorage.removeItem('signed-in');
  });

  it.each([
    ['event_full', 'fullRefusal'],
    ['event_closed', 'closedRefusal'],
  ] as const)('translates a %s refusal', async (code, message) => {
    mockApi({
      [`GET ${eventPath('evt-kesum-talk')}`]: () => json(sampleEvent()),
      'GET /api/account/me': () => json(member),
      [`POST ${eventPath('evt-kesum-talk')}/registrations`]: () => json({ error: { code } }, 409),
    });
    const user = userEvent.setup();
    renderApp('/programmes/evt-kesum-talk', { language });
    await user.click(await screen.findByRole('button', { name: text.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text[message]);
  });

  it.each([
    [online, 'full', 'fullRefusal'],
    [closed, 'closed', 'closedRefusal'],
  ] as const)('offers no button for a %s event', async (event, state, message) => {
    mockApi({
      [`GET ${eventPath(event.id)}`]: () => json(event),
      'GET /api/account/me': () => json(member),
    });
    renderApp(`/programmes/${event.id}`, { language });
    expect(await screen.findByText(text[message])).toBeVisible();
    expect(screen.getAllByText(text[state]).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: text.confirm })).toBeNull();
  });

  it('shows the site’s not-found page for an unknown id', async () => {
    mockApi({
      [`GET ${eventPath('no-such-event')}`]: () =>
        json({ error: { code: 'event_not_found' } }, 404),
    });
    renderApp('/programmes/no-such-event', { language });
    expect(
      await screen.findByRole('heading', { level: 1, name: text.notFound }),
    ).toBeInTheDocument();
  });
});

const cookieSet = () =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${MODAL_SEEN_COOKIE_NAME}=`));

describe.each(['bm', 'eng'] as const)('the home page’s event invitation in %s', (language) => {
  const text = copy[language];
  const featured = sampleEvent({ id: 'evt-featured', featured: true, startsAt: inDays(20) });

  it('shows once per visitor: a labelled dialog linking to the next featured event, the cookie set', async () => {
    const api = mockApi({
      'GET /api/events': () =>
        json({
          events: [
            sampleEvent(),
            sampleEvent({ id: 'evt-past', featured: true, startsAt: '2020-01-01T01:00:00Z' }),
            featured,
          ],
        }),
    });
    const user = userEvent.setup();
    const first = renderApp('/', { language });
    const dialog = await screen.findByRole('dialog', { name: text.invitation });
    expect(cookieSet()).toBe(true);
    expect(within(dialog).getByRole('link', { name: text.view })).toHaveAttribute(
      'href',
      `${prefix(language)}/programmes/evt-featured`,
    );
    expect(within(dialog).getByText(featured.title[language])).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    const eventCalls = () => api.calls.filter((call) => call.path === '/api/events').length;
    const before = eventCalls();
    renderApp('/', { language });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: text.invitation })).toBeNull();
    expect(eventCalls()).toBe(before);
  });

  it('closes by its buttons', async () => {
    mockApi({ 'GET /api/events': () => json({ events: [featured] }) });
    const user = userEvent.setup();
    renderApp('/', { language });
    const dialog = await screen.findByRole('dialog', { name: text.invitation });
    await user.click(within(dialog).getByRole('button', { name: text.later }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    clearCookies();
  });

  it('is not shown to a member already registered for the featured event, nor counted as seen', async () => {
    localStorage.setItem('signed-in', '1');
    const api = mockApi({
      'GET /api/events': () => json({ events: [sampleEvent(), featured] }),
      'GET /api/account/me': memberRegisteredFor(featured.id),
    });
    renderApp('/', { language });
    const asked = (path: string) => api.calls.some((call) => call.path === path);
    await waitFor(() => expect(asked('/api/events') && asked('/api/account/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: text.invitation })).toBeNull();
    expect(cookieSet()).toBe(false);
    localStorage.removeItem('signed-in');
  });

  it('is shown to a signed-in member registered for other events only', async () => {
    localStorage.setItem('signed-in', '1');
    mockApi({
      'GET /api/events': () => json({ events: [sampleEvent(), featured] }),
      'GET /api/account/me': memberRegisteredFor(sampleEvent().id),
    });
    const user = userEvent.setup();
    renderApp('/', { language });
    const dialog = await screen.findByRole('dialog', { name: text.invitation });
    expect(within(dialog).getByText(featured.title[language])).toBeVisible();
    expect(cookieSet()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: text.later }));
    localStorage.removeItem('signed-in');
  });

  it('never shows, nor sets the cookie, without a featured upcoming event', async () => {
    const api = mockApi({
      'GET /api/events': () =>
        json({
          events: [sampleEvent(), sampleEvent({ id: 'x', featured: true, registration: 'closed' })],
        }),
    });
    renderApp('/', { language });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/events')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: text.invitation })).toBeNull();
    expect(cookieSet()).toBe(false);
  });
});
