// The console's browser is far from Malaysia: its times must still be Malaysia's.
process.env.TZ = 'America/Los_Angeles';

import type {
  CoordinatorRow,
  ManagedActivity,
  MapFigures,
  ShiftAttendance,
  StaffVolunteerList,
} from '@gsk/core/api';
import { validationMessage } from '@gsk/core/i18n/validation-message';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { volunteerSections } from '../../web/src/features/staff/volunteers';
import { axeViolations, renderConsole } from '../support/render-staff';
import { apiError } from './staff-fixtures';
import { json, mockApi, type ApiCall } from './payment-api-mock';

/*
 * The console's volunteers, coordinators, activities and map sections (issue 29), in both
 * languages, against the staff routes' answers (core/src/api/volunteers.ts).
 */

const coordinator = (overrides: Partial<CoordinatorRow> = {}): CoordinatorRow => ({
  memberId: 'mem-aminah',
  name: 'Aminah binti Yusof',
  mobile: '0123456789',
  areas: [{ state: '10', parliament: 'P.106' }],
  trusted: false,
  appointedAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

const shift = (id: string, overrides: Partial<ManagedActivity['shifts'][number]> = {}) => ({
  id,
  activityId: 'act-kitchen',
  startsAt: '2026-12-05T01:00:00.000Z',
  endsAt: '2026-12-05T04:00:00.000Z',
  places: 10,
  placesLeft: 7,
  waiting: 0,
  state: 'open' as const,
  checkedIn: 1,
  ...overrides,
});

const activity = (overrides: Partial<ManagedActivity> = {}): ManagedActivity => ({
  id: 'act-kitchen',
  title: { bm: 'Dapur komuniti', eng: 'Community kitchen' },
  description: { bm: 'Masak untuk jiran.', eng: 'Cook for the neighbours.' },
  enterprise: null,
  area: { state: '10', parliament: '' },
  online: false,
  venue: { bm: 'Dewan Orang Ramai', eng: 'Community Hall' },
  skills: ['cooking'],
  status: 'published',
  proposedBy: null,
  createdAt: '2026-11-10T00:00:00.000Z',
  updatedAt: '2026-11-10T00:00:00.000Z',
  shifts: [shift('shf-1')],
  ...overrides,
});

const proposed = activity({
  id: 'act-tuition',
  title: { bm: 'Kelas tuisyen', eng: 'Tuition class' },
  status: 'proposed',
  proposedBy: { memberId: 'mem-aminah', name: 'Aminah binti Yusof' },
  createdAt: '2026-11-01T00:00:00.000Z',
  shifts: [],
});

const copy = {
  bm: {
    coordinators: 'Penyelaras',
    appoint: 'Lantik',
    mobile: /Nombor telefon bimbit/,
    state: 'Negeri',
    parliament: 'Kawasan parlimen',
    addArea: 'Tambah kawasan',
    trusted: 'Penyelaras dipercayai (aktivitinya terus diterbitkan)',
    mobileRequired: 'Masukkan nombor telefon bimbit ahli',
    areasRequired: 'Pilih sekurang-kurangnya satu kawasan',
    memberNotFound: 'Tiada ahli berdaftar dengan nombor telefon bimbit ini.',
    parliamentInvalid: 'Pilih kawasan parlimen dalam negeri ini',
    appointed: 'Siti Hajar dilantik sebagai penyelaras.',
    change: 'Ubah',
    save: 'Simpan perubahan',
    saved: 'Perubahan untuk Aminah binti Yusof disimpan.',
    remove: 'Buang',
    confirmRemove: 'Buang Aminah binti Yusof sebagai penyelaras? Aksesnya tamat serta-merta.',
    confirm: 'Ya, buang',
    removed: 'Aminah binti Yusof bukan lagi penyelaras.',
    areaP106: 'P.106 Damansara (Selangor)',
    wholeSelangor: 'Selangor (Seluruh negeri)',
    activities: 'Aktiviti',
    proposedStatus: 'Menunggu kelulusan',
    publishedStatus: 'Diterbitkan',
    approve: 'Luluskan',
    approved: '“Kelas tuisyen” diluluskan dan diterbitkan.',
    addShifts: 'Tambah syif',
    week: 'Seminggu syif',
    firstDay: /Hari pertama/,
    saturday: 'Sabtu, 5 Dis',
    monday: 'Isnin, 7 Dis',
    startTime: /Masa mula/,
    endTime: /Masa tamat/,
    places: /Bilangan tempat setiap syif/,
    daysRequired: 'Pilih sekurang-kurangnya satu hari dalam minggu itu',
    added: '2 syif ditambah.',
    placesMax: 'Bilangan tempat mesti tidak melebihi 1000',
    attendance: /Kehadiran syif/,
    waitingAt: 'Menunggu (ke-1)',
    present: 'Sudah hadir',
    create: 'Cipta aktiviti',
    titleRequired: 'Tajuk diperlukan dalam bahasa ini',
    venueRequired: 'Tempat diperlukan kecuali aktiviti dalam talian',
    stateRequired: 'Pilih negeri',
    volunteers: 'Sukarelawan',
    skill: 'Kemahiran',
    availability: 'Masa lapang',
    cooking: 'Memasak dan pengendalian makanan',
    total: '3 sukarelawan sepadan dengan penapis ini.',
    export: 'Eksport CSV',
    map: 'Peta',
    bySeat: 'Kawasan parlimen',
    volunteersMeasure: 'Sukarelawan',
    mapTable: 'Ahli mengikut Negeri',
    seatTable: 'Sukarelawan mengikut Kawasan parlimen',
    uncovered: 'Tiada penyelaras',
  },
  eng: {
    coordinators: 'Coordinators',
    appoint: 'Appoint',
    mobile: /Mobile number/,
    state: 'State',
    parliament: 'Parliamentary seat',
    addArea: 'Add area',
    trusted: 'Trusted coordinator (their activities are published directly)',
    mobileRequired: "Enter the member's mobile number",
    areasRequired: 'Choose at least one area',
    memberNotFound: 'No member is registered with this mobile number.',
    parliamentInvalid: 'Choose a parliamentary seat in this state',
    appointed: 'Siti Hajar is now a coordinator.',
    change: 'Change',
    save: 'Save changes',
    saved: 'Changes for Aminah binti Yusof saved.',
    remove: 'Remove',
    confirmRemove: 'Remove Aminah binti Yusof as a coordinator? Their access ends at once.',
    confirm: 'Yes, remove',
    removed: 'Aminah binti Yusof is no longer a coordinator.',
    areaP106: 'P.106 Damansara (Selangor)',
    wholeSelangor: 'Selangor (Whole state)',
    activities: 'Activities',
    proposedStatus: 'Awaiting approval',
    publishedStatus: 'Published',
    approve: 'Approve',
    approved: '“Tuition class” is approved and published.',
    addShifts: 'Add shifts',
    week: 'A week of shifts',
    firstDay: /First day/,
    saturday: 'Saturday, 5 Dec',
    monday: 'Monday, 7 Dec',
    startTime: /Start time/,
    endTime: /End time/,
    places: /Places per shift/,
    daysRequired: 'Choose at least one day of the week',
    added: '2 shifts added.',
    placesMax: 'Number of places must be at most 1000',
    attendance: /Attendance of the shift/,
    waitingAt: 'Waiting (number 1)',
    present: 'Present',
    create: 'Create activity',
    titleRequired: 'Title is required in this language',
    venueRequired: 'Venue is required unless the activity is online',
    stateRequired: 'Choose a state',
    volunteers: 'Volunteers',
    skill: 'Skill',
    availability: 'Availability',
    cooking: 'Cooking and food handling',
    total: '3 volunteers match these filters.',
    export: 'Export CSV',
    map: 'Map',
    bySeat: 'Parliamentary seat',
    volunteersMeasure: 'Volunteers',
    mapTable: 'Members by State',
    seatTable: 'Volunteers by Parliamentary seat',
    uncovered: 'No coordinator',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the volunteers sections in %s', (language) => {
  const text = copy[language];
  const root = language === 'eng' ? '/en/staff' : '/staff';

  it('appoints a coordinator by mobile number to seats, with the schema’s and the API’s messages', async () => {
    let coordinators = [coordinator()];
    const sent: unknown[] = [];
    let answer: 'missing' | 'field' | 'ok' = 'missing';
    mockApi({
      'GET /api/staff/coordinators': () => json({ coordinators }),
      'POST /api/staff/coordinators': (call) => {
        sent.push(call.body);
        if (answer === 'missing') return apiError(404, 'member_not_found');
        if (answer === 'field')
          return apiError(400, 'validation', { 'areas[0].parliament': 'area.parliament.invalid' });
        const row = coordinator({ memberId: 'mem-siti', name: 'Siti Hajar', mobile: '0198765432' });
        coordinators = [...coordinators, row];
        return json(row, 201);
      },
    });
    renderConsole(volunteerSections, 'coordinators', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.coordinators })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Aminah binti Yusof')).toBeVisible();
    expect(within(table).getByText(text.areaP106)).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const form = screen.getByRole('form', {
      name: language === 'bm' ? 'Borang lantik penyelaras' : 'Appoint a coordinator',
    });
    await userEvent.click(within(form).getByRole('button', { name: text.appoint }));
    expect(await within(form).findByText(text.mobileRequired)).toBeVisible();
    expect(within(form).getByText(text.areasRequired)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: text.mobile }), '0198765432');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.state }),
      'Selangor',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.parliament }),
      'P.106 Damansara',
    );
    await userEvent.click(within(form).getByRole('button', { name: text.addArea }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.parliament }),
      'P.107 Sungai Buloh',
    );
    await userEvent.click(within(form).getByRole('button', { name: text.addArea }));
    expect(within(form).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('checkbox', { name: text.trusted }));

    await userEvent.click(within(form).getByRole('button', { name: text.appoint }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(text.memberNotFound);
    answer = 'field';
    await userEvent.click(within(form).getByRole('button', { name: text.appoint }));
    expect(await within(form).findByText(text.parliamentInvalid)).toBeVisible();
    answer = 'ok';
    await userEvent.click(within(form).getByRole('button', { name: text.appoint }));
    expect(await screen.findByText(text.appointed)).toBeVisible();
    expect(sent.at(-1)).toEqual({
      mobile: '0198765432',
      areas: [
        { state: '10', parliament: 'P.106' },
        { state: '10', parliament: 'P.107' },
      ],
      trusted: true,
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Siti Hajar')).toBeVisible(),
    );
  });

  it('changes a coordinator’s areas and removes one only after a confirmation', async () => {
    let coordinators = [coordinator()];
    const calls: ApiCall[] = [];
    mockApi({
      'GET /api/staff/coordinators': () => json({ coordinators }),
      'POST /api/staff/coordinators/mem-aminah': (call) => {
        calls.push(call);
        coordinators = [coordinator({ ...(call.body as object) })];
        return json(coordinators[0]);
      },
      'DELETE /api/staff/coordinators/mem-aminah': (call) => {
        calls.push(call);
        coordinators = [];
        return new Response(null, { status: 204 });
      },
    });
    renderConsole(volunteerSections, 'coordinators', { language });

    const row = await screen.findByRole('group', { name: 'Aminah binti Yusof' });
    await userEvent.click(within(row).getByRole('button', { name: text.change }));
    const changeForm = screen.getAllByRole('form')[0]!;
    expect(
      within(changeForm).queryByRole('textbox', { name: text.mobile }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(changeForm).getByRole('button', {
        name: new RegExp(text.areaP106.replace(/[().]/g, '\\$&')),
      }),
    );
    await userEvent.selectOptions(
      within(changeForm).getByRole('combobox', { name: text.state }),
      'Selangor',
    );
    await userEvent.click(within(changeForm).getByRole('button', { name: text.addArea }));
    expect(within(changeForm).getByText(text.wholeSelangor)).toBeVisible();
    await userEvent.click(within(changeForm).getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeVisible();
    expect(calls[0]!.body).toEqual({ areas: [{ state: '10', parliament: '' }], trusted: false });

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Aminah binti Yusof' })).getByRole('button', {
        name: text.remove,
      }),
    );
    expect(screen.getByText(text.confirmRemove)).toBeVisible();
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.removed)).toBeVisible();
    expect(calls[1]!.method).toBe('DELETE');
  });

  it('lists proposals first and approves one; adds a week of shifts and shows each shift’s attendance', async () => {
    let activities = [activity(), proposed];
    const decisions: unknown[] = [];
    const shiftBodies: unknown[] = [];
    const attendance: ShiftAttendance[] = [
      {
        shift: shift('shf-1'),
        people: [
          {
            memberId: 'm1',
            name: 'Lim Wei Jie',
            mobile: null,
            place: 'confirmed',
            checkedIn: true,
            checkedInAt: '2026-12-05T01:05:00.000Z',
          },
          {
            memberId: 'm2',
            name: 'Kavitha a/p Raman',
            mobile: null,
            place: 'waiting',
            position: 1,
            checkedIn: false,
            checkedInAt: null,
          },
        ],
      },
    ];
    mockApi({
      'GET /api/staff/activities': () => json({ activities }),
      'POST /api/staff/activities/act-tuition/approval': (call) => {
        decisions.push(call.body);
        activities = [activity(), { ...proposed, status: 'published' }];
        return json(activities[1]);
      },
      'GET /api/staff/activities/act-kitchen': () => json(activity()),
      'GET /api/staff/activities/act-kitchen/attendance': () => json({ shifts: attendance }),
      'POST /api/staff/activities/act-kitchen/shifts': (call) => {
        shiftBodies.push(call.body);
        if (shiftBodies.length === 1)
          return apiError(400, 'validation', {
            'week.places': validationMessage('shift.places.max', { max: 1000 }),
          });
        return json(activity({ shifts: [shift('shf-1'), shift('shf-2'), shift('shf-3')] }), 201);
      },
    });
    const { router } = renderConsole(volunteerSections, 'activities', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.activities })).toBeVisible();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText(text.proposedStatus)).toBeVisible();
    expect(within(rows[2]!).getByText(text.publishedStatus)).toBeVisible();
    expect(within(rows[2]!).queryByRole('button', { name: text.approve })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: text.approve }));
    expect(await screen.findByText(text.approved)).toBeVisible();
    expect(decisions).toEqual([{ approved: true }]);

    await userEvent.click(
      within(screen.getByRole('group', { name: activity().title[language] })).getByRole('link'),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${root}/activities/act-kitchen`),
    );
    const people = await screen.findByRole('table', { name: text.attendance });
    expect(within(people).getByText('Lim Wei Jie')).toBeVisible();
    expect(within(people).getByText(text.present)).toBeVisible();
    expect(within(people).getByText(text.waitingAt)).toBeVisible();

    const form = screen.getByRole('form', {
      name: language === 'bm' ? 'Borang syif' : 'Shift form',
    });
    await userEvent.click(within(form).getByRole('radio', { name: text.week }));
    fireEvent.change(within(form).getByLabelText(text.firstDay), {
      target: { value: '2026-12-05' },
    });
    expect(within(form).getByRole('checkbox', { name: text.saturday })).toBeVisible();
    fireEvent.change(within(form).getByLabelText(text.startTime), { target: { value: '09:00' } });
    fireEvent.change(within(form).getByLabelText(text.endTime), { target: { value: '12:00' } });
    await userEvent.type(within(form).getByRole('spinbutton', { name: text.places }), '8');
    await userEvent.click(within(form).getByRole('button', { name: text.addShifts }));
    expect(await within(form).findByText(text.daysRequired)).toBeVisible();
    expect(shiftBodies).toEqual([]);

    await userEvent.click(within(form).getByRole('checkbox', { name: text.saturday }));
    await userEvent.click(within(form).getByRole('checkbox', { name: text.monday }));
    await userEvent.click(within(form).getByRole('button', { name: text.addShifts }));
    expect(await within(form).findByText(text.placesMax)).toBeVisible();
    expect(within(form).getByRole('spinbutton', { name: text.places })).toHaveAccessibleDescription(
      text.placesMax,
    );
    await userEvent.click(within(form).getByRole('button', { name: text.addShifts }));
    expect(await within(form).findByText(text.added)).toBeVisible();
    expect(shiftBodies.at(-1)).toEqual({
      week: {
        firstDay: '2026-12-05',
        days: [0, 2],
        startTime: '09:00',
        endTime: '12:00',
        places: 8,
      },
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('creates an activity with both languages’ texts, its area and skills', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/staff/activities': (call) => {
        sent.push(call.body);
        return json(activity({ id: 'act-new', shifts: [] }), 201);
      },
      'GET /api/staff/activities/act-new': () => json(activity({ id: 'act-new', shifts: [] })),
      'GET /api/staff/activities/act-new/attendance': () => json({ shifts: [] }),
    });
    const { router } = renderConsole(volunteerSections, 'activities/new', { language });
    const form = await screen.findByRole('form');
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    expect(await within(form).findAllByText(text.titleRequired)).toHaveLength(2);
    expect(within(form).getAllByText(text.venueRequired)).toHaveLength(2);
    expect(within(form).getByText(text.stateRequired, { selector: 'p' })).toBeVisible();
    expect(sent).toEqual([]);

    const boxes = within(form).getAllByRole('textbox');
    await userEvent.type(boxes[0]!, 'Gotong-royong');
    await userEvent.type(boxes[1]!, 'Clean-up day');
    await userEvent.type(boxes[2]!, 'Bersihkan kampung.');
    await userEvent.type(boxes[3]!, 'Clean the village.');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.state }),
      'Selangor',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: text.parliament }),
      'P.106 Damansara',
    );
    await userEvent.click(
      within(form).getByRole('checkbox', {
        name: language === 'bm' ? 'Aktiviti dalam talian' : 'Online activity',
      }),
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: text.cooking }));
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: text.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${root}/activities/act-new`));
    expect(sent).toEqual([
      {
        title: { bm: 'Gotong-royong', eng: 'Clean-up day' },
        description: { bm: 'Bersihkan kampung.', eng: 'Clean the village.' },
        enterpriseId: '',
        area: { state: '10', parliament: 'P.106' },
        online: true,
        venue: { bm: '', eng: '' },
        skills: ['cooking'],
      },
    ]);
  });

  it('filters the volunteers, pages through them and links their CSV in the console’s language', async () => {
    const page = (names: string[], cursor: string | null): StaffVolunteerList => ({
      volunteers: names.map((name, index) => ({
        memberId: `v-${name}`,
        name,
        state: '10',
        parliament: 'P.106',
        dun: 'N.35',
        skills: ['cooking'],
        languages: ['malay'],
        availability: ['weekend-morning'],
        reach: 'state',
        mobile: null,
        email: null,
        since: '2026-11-0' + String(index + 1) + 'T00:00:00.000Z',
        consentSms: index === 0,
        consentEmail: false,
      })),
      cursor,
      total: 3,
    });
    const calls = mockApi({
      'GET /api/staff/volunteers': () => json(page(['Ali', 'Bala'], null)),
      'GET /api/staff/volunteers?state=10&skill=cooking': () => json(page(['Ali', 'Bala'], 'c2')),
      'GET /api/staff/volunteers?state=10&skill=cooking&cursor=c2': () =>
        json(page(['Chong'], null)),
    });
    renderConsole(volunteerSections, 'volunteers', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.volunteers })).toBeVisible();
    await screen.findByText('Ali');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.state }), 'Selangor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.skill }), text.cooking);
    expect(await screen.findByText(text.total)).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: language === 'bm' ? 'Muat lagi' : 'Load more' }),
    );
    expect(await screen.findByText('Chong')).toBeVisible();
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/volunteers/export?state=10&skill=cooking&language=${language}`,
    );
    expect(calls).toBeDefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('draws the map by state and by seat, marks seats with members and no coordinator, and tables the same figures', async () => {
    const figures: MapFigures = {
      states: [
        { state: '10', parliament: '', members: 40, volunteers: 12, coordinators: 1 },
        { state: '14', parliament: '', members: 9, volunteers: 3, coordinators: 0 },
      ],
      seats: [
        { state: '10', parliament: 'P.106', members: 30, volunteers: 10, coordinators: 1 },
        { state: '10', parliament: 'P.107', members: 10, volunteers: 2, coordinators: 0 },
        { state: '14', parliament: 'P.117', members: 9, volunteers: 3, coordinators: 0 },
      ],
      uncovered: ['P.107', 'P.117'],
    };
    mockApi({ 'GET /api/staff/map': () => json(figures) });
    const { container } = renderConsole(volunteerSections, 'map', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.map })).toBeVisible();
    const table = await screen.findByRole('table', { name: text.mapTable });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(17);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Selangor');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent(
      `W.P. Kuala Lumpur${text.uncovered}`,
    );
    expect(container.querySelectorAll('svg[role="img"] path[data-code]')).toHaveLength(16);
    expect(
      [...container.querySelectorAll('[data-uncovered]')].map((path) =>
        path.getAttribute('data-uncovered'),
      ),
    ).toContain('14');
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/map/export?language=${language}`,
    );

    await userEvent.click(screen.getByRole('radio', { name: text.bySeat }));
    await userEvent.click(screen.getByRole('radio', { name: text.volunteersMeasure }));
    const seats = await screen.findByRole('table', { name: text.seatTable });
    const seatRows = within(seats).getAllByRole('row');
    expect(seatRows).toHaveLength(223);
    expect(within(seatRows[1]!).getByRole('rowheader')).toHaveTextContent('P.106 Damansara');
    expect(within(seatRows[1]!).queryByText(text.uncovered)).not.toBeInTheDocument();
    expect(within(seatRows[2]!).getByRole('rowheader')).toHaveTextContent(text.uncovered);
    expect(container.querySelectorAll('svg[role="img"] path[data-code]')).toHaveLength(222);
    expect(
      [...container.querySelectorAll('path[data-uncovered]')].map((path) =>
        path.getAttribute('data-uncovered'),
      ),
    ).toEqual(['P.107', 'P.117']);
    expect(await axeViolations()).toEqual([]);
  });
});
