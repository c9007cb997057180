import type {
  AreaVolunteer,
  CoordinatorSelf,
  ManagedActivity,
  MemberProfile,
  ShiftAttendance,
} from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { deferred, json, mockApi } from './payment-api-mock';
import { apiError, expectAxeClean } from './staff-fixtures';

const member: MemberProfile = {
  id: 'm-coord',
  name: 'Rahman bin Yusof',
  maskedMobile: '•••••••4321',
  state: '10',
  parliament: 'P.106',
  dun: 'N.35',
  language: 'bm',
  email: '',
  role: 'member',
  registrations: [],
};
const coordinator: MemberProfile = { ...member, coordinator: true };

const self: CoordinatorSelf = {
  areas: [
    { state: '10', parliament: '' },
    { state: '14', parliament: 'P.117' },
  ],
  trusted: false,
};

const volunteer = (overrides: Partial<AreaVolunteer>): AreaVolunteer => ({
  memberId: 'v1',
  name: 'Siti Aminah binti Ali',
  state: '10',
  parliament: 'P.106',
  dun: 'N.35',
  skills: ['cooking', 'driving'],
  languages: ['malay', 'english'],
  availability: ['weekend-morning'],
  reach: 'parliament',
  mobile: '+60123456789',
  email: 'siti@example.com',
  ...overrides,
});

const volunteers: AreaVolunteer[] = [
  volunteer({}),
  volunteer({
    memberId: 'v2',
    name: 'Tan Mei Ling',
    state: '14',
    parliament: 'P.117',
    dun: '',
    skills: ['tutoring'],
    languages: ['mandarin'],
    availability: ['weekday-evening'],
    reach: 'state',
    mobile: null,
    email: null,
  }),
];

const startsAt = '2030-01-05T01:00:00.000Z';
const endsAt = '2030-01-05T04:00:00.000Z';
const activity: ManagedActivity = {
  id: 'a1',
  title: { bm: 'Dapur komuniti Damansara', eng: 'Damansara community kitchen' },
  description: { bm: 'Masak untuk jiran.', eng: 'Cook for the neighbours.' },
  enterprise: null,
  area: { state: '10', parliament: 'P.106' },
  online: false,
  venue: { bm: 'Dewan Kampung Tunku', eng: 'Kampung Tunku Hall' },
  skills: ['cooking'],
  status: 'proposed',
  proposedBy: { memberId: 'm-coord', name: 'Rahman bin Yusof' },
  createdAt: '2029-12-01T00:00:00.000Z',
  updatedAt: '2029-12-01T00:00:00.000Z',
  shifts: [
    {
      id: 's1',
      activityId: 'a1',
      startsAt,
      endsAt,
      places: 20,
      placesLeft: 8,
      waiting: 0,
      state: 'open',
      checkedIn: 3,
    },
  ],
};

const attendance: ShiftAttendance = {
  shift: {
    id: 's1',
    activityId: 'a1',
    startsAt,
    endsAt,
    places: 2,
    placesLeft: 0,
    waiting: 1,
    state: 'full',
  },
  people: [
    {
      memberId: 'v1',
      name: 'Siti Aminah binti Ali',
      mobile: '+60123456789',
      place: 'confirmed',
      checkedIn: true,
      checkedInAt: '2030-01-05T01:05:00.000Z',
    },
    {
      memberId: 'v2',
      name: 'Tan Mei Ling',
      mobile: null,
      place: 'confirmed',
      checkedIn: false,
      checkedInAt: null,
    },
    {
      memberId: 'v3',
      name: 'Kavitha a/p Raman',
      mobile: null,
      place: 'waiting',
      position: 1,
      checkedIn: false,
      checkedInAt: null,
    },
  ],
};

const doorPath = '/coordinator?activity=a1&shift=s1';
const attendancePath = '/api/coordinator/activities/a1/shifts/s1/attendance';

/** The coordinator's API, answering as a coordinator of Selangor and of P.117 (not trusted). */
const coordinatorApi = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/account/me': () => json(coordinator),
    'GET /api/coordinator': () => json(self),
    'GET /api/coordinator/volunteers': () => json({ volunteers }),
    'GET /api/coordinator/activities': () => json({ activities: [activity] }),
    [`GET ${attendancePath}`]: () => json(attendance),
    ...routes,
  });

beforeEach(() => {
  resetSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('who may open the section', () => {
  it('signed out: a link to sign in that comes back here', async () => {
    mockApi({ 'GET /api/account/me': () => apiError(401, 'unauthenticated') });
    renderApp('/coordinator', { language: 'bm' });
    await screen.findByText('Log masuk untuk membuka ruang penyelaras anda.');
    expect(screen.getByRole('heading', { level: 1, name: 'Ruang penyelaras' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log masuk' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fcoordinator',
    );
    await waitFor(() => expect(document.title).toBe('Ruang Penyelaras | Gerakan Sektor Ketiga'));
  });

  it.each([
    [
      'bm',
      'Ruang ini untuk penyelaras',
      /dilantik oleh gerakan sebagai penyelaras/,
      'Hubungi kami',
      '/contact',
    ],
    [
      'eng',
      'This section is for coordinators',
      /the movement has appointed to coordinate an area/,
      'Contact us',
      '/en/contact',
    ],
  ] as const)(
    '%s: a plain member is told whom the section is for and how to ask, without a refused call',
    async (language, heading, body, contact, contactPath) => {
      const { calls } = mockApi({ 'GET /api/account/me': () => json(member) });
      renderApp('/coordinator', { language });
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeVisible();
      expect(screen.getByText(body)).toBeVisible();
      expect(screen.getByRole('link', { name: contact })).toHaveAttribute('href', contactPath);
      expect(calls.map(({ path }) => path)).toEqual(['/api/account/me']);
      await expectAxeClean(screen.getByRole('main'));
    },
  );

  it('a coordinator staff removed before the page loaded (403) gets the same message', async () => {
    coordinatorApi({ 'GET /api/coordinator': () => apiError(403, 'forbidden') });
    renderApp('/coordinator', { language: 'eng' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This section is for coordinators' }),
    ).toBeVisible();
  });

  it('the profile links to the section for a coordinator only', async () => {
    mockApi({ 'GET /api/account/me': () => json(coordinator) });
    const { unmount } = renderApp('/profile', { language: 'bm' });
    expect(await screen.findByRole('link', { name: 'Buka ruang penyelaras saya' })).toHaveAttribute(
      'href',
      '/coordinator',
    );
    unmount();
    resetSession();
    mockApi({ 'GET /api/account/me': () => json(member) });
    renderApp('/profile', { language: 'eng' });
    await screen.findByText(member.name);
    expect(screen.queryByRole('link', { name: 'Open my coordinator hub' })).toBeNull();
  });
});

describe('the overview', () => {
  it('shows the areas, the volunteers (contact only where consented) and the activities with their figures', async () => {
    coordinatorApi();
    renderApp('/coordinator', { language: 'bm' });
    const areas = await screen.findByRole('region', { name: 'Kawasan saya' });
    expect(within(areas).getByText('Selangor (seluruh negeri)')).toBeVisible();
    expect(within(areas).getByText('P.117 Segambut, W.P. Kuala Lumpur')).toBeVisible();
    expect(
      within(areas).getByText(
        'Aktiviti yang anda cadangkan disemak dan diluluskan oleh staf sebelum diterbitkan.',
      ),
    ).toBeVisible();

    const people = screen.getByRole('region', { name: 'Sukarelawan di kawasan saya' });
    expect(
      within(people).getByText(/hanya ditunjukkan bagi sukarelawan yang bersetuju/),
    ).toBeVisible();
    const siti = (await within(people).findByRole('heading', { name: 'Siti Aminah binti Ali' }))
      .parentElement!;
    expect(within(siti).getByText('Memasak dan pengendalian makanan, Memandu')).toBeVisible();
    expect(within(siti).getByText('Hujung minggu, pagi')).toBeVisible();
    expect(within(siti).getByText('Kawasan parlimen saya')).toBeVisible();
    expect(
      within(siti).getByRole('link', { name: 'Telefon Siti Aminah binti Ali di +60123456789' }),
    ).toHaveAttribute('href', 'tel:+60123456789');
    expect(within(siti).getByRole('link', { name: /^Emel Siti/ })).toHaveAttribute(
      'href',
      'mailto:siti@example.com',
    );
    const mei = within(people).getByRole('heading', { name: 'Tan Mei Ling' }).parentElement!;
    expect(within(mei).queryByRole('link')).toBeNull();
    expect(within(mei).getByText('Tidak bersetuju dihubungi terus')).toBeVisible();
    expect(within(mei).getByText('P.117 Segambut, W.P. Kuala Lumpur')).toBeVisible();

    const user = userEvent.setup({ delay: null });
    await user.type(within(people).getByLabelText('Cari sukarelawan mengikut nama'), 'mei');
    expect(within(people).queryByRole('heading', { name: 'Siti Aminah binti Ali' })).toBeNull();
    expect(within(people).getByRole('heading', { name: 'Tan Mei Ling' })).toBeVisible();

    const activities = screen.getByRole('region', { name: 'Aktiviti dan syif' });
    const card = within(activities).getByRole('heading', {
      name: 'Dapur komuniti Damansara',
    }).parentElement!;
    expect(within(card).getByText('Menunggu kelulusan')).toBeVisible();
    expect(within(card).getByText('Dewan Kampung Tunku')).toBeVisible();
    expect(within(card).getByText('12 / 20 tempat diisi')).toBeVisible();
    expect(within(card).getByText(/3 telah hadir/)).toBeVisible();
    const time = malaysianTimeRange(startsAt, endsAt, 'bm');
    expect(
      within(card).getByRole('link', { name: `Kehadiran dan SMS syif ${time}` }),
    ).toHaveAttribute('href', '/coordinator?activity=a1&shift=s1');
    await expectAxeClean(screen.getByRole('main'));
  });

  it('in English too', async () => {
    coordinatorApi({
      'GET /api/coordinator': () => json({ ...self, trusted: true }),
    });
    renderApp('/coordinator', { language: 'eng' });
    expect(await screen.findByText('Selangor (whole state)')).toBeVisible();
    expect(
      screen.getAllByText(/trusted coordinator: the activities you propose are published/),
    ).toHaveLength(1);
    expect(await screen.findByText('Damansara community kitchen')).toBeVisible();
    expect(screen.getByText('Awaiting approval')).toBeVisible();
    expect(screen.getByText('12 of 20 places taken')).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Call Siti Aminah/ })).toBeVisible();
    expect(screen.getByText('Did not agree to direct contact')).toBeVisible();
    await expectAxeClean(screen.getByRole('main'));
  });
});

describe('proposing an activity', () => {
  const fillProposal = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
    await user.type(within(form).getByLabelText(/^Tajuk \(Bahasa Melayu\)/), 'Gotong-royong');
    await user.type(within(form).getByLabelText(/^Tajuk \(Bahasa Inggeris\)/), 'Clean-up day');
    await user.type(within(form).getByLabelText(/^Penerangan \(Bahasa Melayu\)/), 'Bersihkan.');
    await user.type(within(form).getByLabelText(/^Penerangan \(Bahasa Inggeris\)/), 'Clean up.');
    await user.selectOptions(
      within(form).getByLabelText(/^Kawasan \(/),
      'Selangor (seluruh negeri)',
    );
    await user.selectOptions(within(form).getByLabelText(/^Kawasan parlimen/), 'P.106 Damansara');
    await user.type(within(form).getByLabelText(/^Tempat \(Bahasa Melayu\)/), 'Padang');
    await user.type(within(form).getByLabelText(/^Tempat \(Bahasa Inggeris\)/), 'Field');
    await user.click(within(form).getByLabelText('Krew acara'));
  };

  it("checks the fields with core's schema, sends nothing until they are right, then proposes it", async () => {
    const { calls } = coordinatorApi({
      'POST /api/coordinator/activities': () =>
        json({ ...activity, id: 'a2', title: { bm: 'Gotong-royong', eng: 'Clean-up day' } }, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/coordinator', { language: 'bm' });
    const propose = await screen.findByRole('region', { name: 'Cadangkan aktiviti' });
    expect(
      within(propose).getByText(
        'Staf akan menyemak dan meluluskan aktiviti ini sebelum ia diterbitkan.',
      ),
    ).toBeVisible();
    await user.click(within(propose).getByRole('button', { name: 'Cadangkan aktiviti baharu' }));
    const form = await within(propose).findByRole('form', { name: 'Borang cadangan aktiviti' });
    await user.click(within(form).getByRole('button', { name: 'Hantar cadangan' }));
    expect(await within(form).findAllByText('Tajuk diperlukan dalam bahasa ini')).toHaveLength(2);
    expect(within(form).getByText('Pilih negeri')).toBeVisible();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    await fillProposal(user, form);
    const listAsked = () =>
      calls.filter(
        ({ method, path }) => method === 'GET' && path === '/api/coordinator/activities',
      );
    const before = listAsked().length;
    await user.click(within(form).getByRole('button', { name: 'Hantar cadangan' }));
    expect(
      await within(propose).findByText(/Cadangan “Gotong-royong” telah dihantar kepada staf/),
    ).toBeVisible();
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      title: { bm: 'Gotong-royong', eng: 'Clean-up day' },
      description: { bm: 'Bersihkan.', eng: 'Clean up.' },
      enterpriseId: '',
      area: { state: '10', parliament: 'P.106' },
      online: false,
      venue: { bm: 'Padang', eng: 'Field' },
      skills: ['event-crew'],
    });
    // The list is asked again, so the new activity shows with its status.
    await waitFor(() => expect(listAsked().length).toBeGreaterThan(before));
  });

  it("shows the API's translated field messages under their fields, and a 403 outside the areas plainly", async () => {
    const answers = [
      apiError(400, 'validation', { 'venue.eng': 'activity.venue.required' }),
      apiError(403, 'forbidden'),
    ];
    coordinatorApi({
      'POST /api/coordinator/activities': () => answers.shift() ?? apiError(500, 'internal'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/coordinator', { language: 'bm' });
    const propose = await screen.findByRole('region', { name: 'Cadangkan aktiviti' });
    await user.click(within(propose).getByRole('button', { name: 'Cadangkan aktiviti baharu' }));
    const form = await within(propose).findByRole('form', { name: 'Borang cadangan aktiviti' });
    await fillProposal(user, form);
    await user.click(within(form).getByRole('button', { name: 'Hantar cadangan' }));
    const venue = within(form).getByLabelText(/^Tempat \(Bahasa Inggeris\)/);
    await waitFor(() => expect(venue).toHaveAccessibleDescription(/Tempat diperlukan/));
    expect(within(form).getByRole('alert')).toHaveTextContent('Semak ruangan yang ditandakan.');

    await user.click(within(form).getByRole('button', { name: 'Hantar cadangan' }));
    expect(
      await within(form).findByText(
        'Perkara ini di luar kawasan anda, jadi anda tidak boleh membukanya.',
      ),
    ).toBeVisible();
  });
});

describe('adding shifts', () => {
  it('adds one shift on Malaysia’s clock, or a week of them', async () => {
    const { calls } = coordinatorApi({
      'POST /api/coordinator/activities/a1/shifts': () => json({}, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/coordinator', { language: 'eng' });
    const card = (await screen.findByRole('heading', { name: 'Damansara community kitchen' }))
      .parentElement!;
    await user.click(within(card).getByRole('button', { name: 'Add shifts' }));
    let form = await within(card).findByRole('form', {
      name: 'Shift form for Damansara community kitchen',
    });
    await user.type(within(form).getByLabelText(/^Starts/), '2030-01-12T09:00');
    await user.type(within(form).getByLabelText(/^Ends/), '2030-01-12T08:00');
    await user.type(within(form).getByLabelText(/^Number of places/), '10');
    await user.click(within(form).getByRole('button', { name: 'Add shifts' }));
    expect(await within(form).findByText('The shift must end after it starts')).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Ends/));
    await user.type(within(form).getByLabelText(/^Ends/), '2030-01-12T12:00');
    await user.click(within(form).getByRole('button', { name: 'Add shifts' }));
    expect(await within(card).findByText('1 shift added.')).toBeVisible();
    expect(calls.filter(({ method }) => method === 'POST').at(-1)?.body).toEqual({
      startsAt: '2030-01-12T01:00:00.000Z',
      endsAt: '2030-01-12T04:00:00.000Z',
      places: 10,
    });

    await user.click(within(card).getByRole('button', { name: 'Add shifts' }));
    form = await within(card).findByRole('form', {
      name: 'Shift form for Damansara community kitchen',
    });
    await user.click(within(form).getByLabelText('A week of shifts'));
    await user.type(within(form).getByLabelText(/^First day/), '2030-01-07');
    await user.click(within(form).getByLabelText(/^Monday/));
    await user.click(within(form).getByLabelText(/^Wednesday/));
    await user.type(within(form).getByLabelText(/^Start time/), '09:00');
    await user.type(within(form).getByLabelText(/^End time/), '12:00');
    await user.type(within(form).getByLabelText(/^Number of places/), '5');
    await user.click(within(form).getByRole('button', { name: 'Add shifts' }));
    expect(await within(card).findByText('2 shifts added.')).toBeVisible();
    expect(calls.filter(({ method }) => method === 'POST').at(-1)?.body).toEqual({
      week: {
        firstDay: '2030-01-07',
        days: [0, 2],
        startTime: '09:00',
        endTime: '12:00',
        places: 5,
      },
    });
  });
});

describe('the door: attendance and texts', () => {
  it('counts, searches, and checks a person in at once, sending it behind', async () => {
    const answer = deferred<Response>();
    const { calls } = coordinatorApi({
      [`POST ${attendancePath}`]: () => answer.promise,
    });
    const user = userEvent.setup({ delay: null });
    renderApp(doorPath, { language: 'bm' });
    expect(await screen.findByText('1 daripada 2 telah hadir')).toBeVisible();
    const siti = screen.getByRole('button', { name: 'Siti Aminah binti Ali Hadir' });
    expect(siti).toHaveAttribute('aria-pressed', 'true');
    const mei = screen.getByRole('button', { name: 'Tan Mei Ling Hadir' });
    expect(mei).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Menunggu, giliran 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Kavitha/ })).toBeNull();

    await user.click(mei);
    expect(mei).toHaveAttribute('aria-pressed', 'true');
    expect(mei).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('2 daripada 2 telah hadir')).toBeVisible();
    answer.resolve(
      json({
        ...attendance,
        people: attendance.people.map((person) =>
          person.memberId === 'v2'
            ? { ...person, checkedIn: true, checkedInAt: '2030-01-05T01:10:00.000Z' }
            : person,
        ),
      }),
    );
    await waitFor(() => expect(mei).not.toHaveAttribute('aria-busy'));
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      memberId: 'v2',
      present: true,
    });

    await user.type(screen.getByLabelText('Cari mengikut nama'), 'siti');
    expect(screen.queryByRole('button', { name: 'Tan Mei Ling Hadir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Siti Aminah binti Ali Hadir' })).toBeVisible();
    await expectAxeClean(screen.getByRole('main'));
  });

  it('puts the toggle back and says so when the check-in was not recorded', async () => {
    coordinatorApi({ [`POST ${attendancePath}`]: () => apiError(500, 'internal') });
    const user = userEvent.setup({ delay: null });
    renderApp(doorPath, { language: 'eng' });
    const mei = await screen.findByRole('button', { name: 'Tan Mei Ling Present' });
    await user.click(mei);
    expect(
      await screen.findByText(
        "Tan Mei Ling's attendance could not be recorded. Check your connection and try again.",
      ),
    ).toBeVisible();
    expect(mei).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 of 2 checked in')).toBeVisible();
  });

  it('a coordinator removed while at the door gets the "for coordinators" message at the next tap', async () => {
    // Staff remove the coordinator while the door is open: every call refused from then on.
    let removed = false;
    coordinatorApi({
      'GET /api/coordinator': () => (removed ? apiError(403, 'forbidden') : json(self)),
      [`POST ${attendancePath}`]: () => {
        removed = true;
        return apiError(403, 'forbidden');
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(doorPath, { language: 'bm' });
    await user.click(await screen.findByRole('button', { name: 'Tan Mei Ling Hadir' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ruang ini untuk penyelaras' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Hadir$/ })).toBeNull();
  });

  it('a shift outside their areas is a plain message', async () => {
    coordinatorApi({ [`GET ${attendancePath}`]: () => apiError(403, 'forbidden') });
    renderApp(doorPath, { language: 'eng' });
    expect(
      await screen.findByText('This is outside your areas, so you cannot open it.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to activities' })).toHaveAttribute(
      'href',
      '/en/coordinator',
    );
  });

  it('texts the shift: counts the characters, confirms, then says how many and the texts left', async () => {
    const { calls } = coordinatorApi({
      'POST /api/coordinator/activities/a1/shifts/s1/messages': () =>
        json({ sent: 2, textsLeftToday: 2, kind: 'venue' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(doorPath, { language: 'bm' });
    const section = await screen.findByRole('region', {
      name: 'Hantar SMS kepada sukarelawan syif ini',
    });
    const form = await within(section).findByRole('form', {
      name: 'Borang SMS kepada sukarelawan syif',
    });
    expect(within(form).getByText('0 / 100 aksara')).toBeVisible();
    await user.selectOptions(within(form).getByLabelText(/^Tentang/), 'Tempat bertukar');
    await user.type(within(form).getByLabelText(/^Mesej/), 'x'.repeat(101));
    expect(within(form).getByText('101 / 100 aksara')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Semak dan hantar' }));
    expect(
      await within(form).findByText('Mesej mesti tidak melebihi 100 aksara (satu SMS)'),
    ).toBeVisible();

    await user.clear(within(form).getByLabelText(/^Mesej/));
    await user.type(within(form).getByLabelText(/^Mesej/), 'Kita pindah ke Dewan Seri.');
    await user.click(within(form).getByRole('button', { name: 'Semak dan hantar' }));
    expect(
      await within(form).findByText('Hantar mesej ini kepada sukarelawan syif ini?'),
    ).toBeVisible();
    expect(calls.filter(({ path }) => path.endsWith('/messages'))).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Ya, hantar' }));
    expect(
      await within(form).findByText('Dihantar kepada 2 sukarelawan. Baki SMS anda hari ini: 2.'),
    ).toBeVisible();
    expect(calls.find(({ path }) => path.endsWith('/messages'))?.body).toEqual({
      kind: 'venue',
      text: 'Kita pindah ke Dewan Seri.',
    });
  });

  it("says the day's texts are spent on a 429", async () => {
    coordinatorApi({
      'POST /api/coordinator/activities/a1/shifts/s1/messages': () => apiError(429, 'texts_spent'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(doorPath, { language: 'eng' });
    const form = await screen.findByRole('form', { name: "Text to the shift's volunteers" });
    await user.selectOptions(within(form).getByLabelText(/^About/), 'Shift cancelled');
    await user.type(within(form).getByLabelText(/^Message/), 'Rain: cancelled.');
    await user.click(within(form).getByRole('button', { name: 'Review and send' }));
    await user.click(await within(form).findByRole('button', { name: 'Yes, send it' }));
    expect(
      await within(form).findByText('You have sent all 3 texts allowed today. Try again tomorrow.'),
    ).toBeVisible();
  });
});
