// The console's browser is far from Malaysia: its times must still be Malaysia's.
process.env.TZ = 'America/Los_Angeles';

import type { StaffEvent, StaffRegistration, StaffRegistrationPage } from '@gsk/core/api';
import type { EventValues } from '@gsk/core/events';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { validationMessage } from '@gsk/core/i18n/validation-message';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { peopleSections } from '../../web/src/features/staff/people';
import { axeViolations, renderConsole } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';

const event = (overrides: Partial<StaffEvent>): StaffEvent => ({
  id: 'evt-talk',
  title: { bm: 'Bual bicara koperasi', eng: 'Co-operative talk' },
  description: { bm: 'Kenali koperasi.', eng: 'Meet the co-operative.' },
  startsAt: '2026-12-05T01:00:00.000Z',
  endsAt: '2026-12-05T04:30:00.000Z',
  venue: { bm: 'Dewan Komuniti Kampung Baru', eng: 'Kampung Baru Community Hall' },
  online: false,
  capacity: 50,
  registeredCount: 12,
  status: 'published',
  featured: true,
  fundraisingGoal: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const talk = event({});
const webinar = event({
  id: 'evt-webinar',
  title: { bm: 'Webinar tenaga solar', eng: 'Solar energy webinar' },
  venue: null,
  online: true,
  capacity: 200,
  registeredCount: 0,
  status: 'draft',
  featured: false,
});

const copy = {
  bm: {
    heading: 'Program dan acara',
    create: 'Cipta acara',
    draft: 'Draf',
    published: 'Diterbitkan',
    featured: 'Ditonjolkan',
    publish: 'Terbitkan',
    close: 'Tutup pendaftaran',
    feature: 'Tonjolkan',
    publishedDone: '“Webinar tenaga solar” diterbitkan.',
    titleBm: /Tajuk \(Bahasa Melayu\)/,
    titleEng: /Tajuk \(Bahasa Inggeris\)/,
    descriptionBm: /Keterangan \(Bahasa Melayu\)/,
    descriptionEng: /Keterangan \(Bahasa Inggeris\)/,
    startsAt: /Bermula \(waktu Malaysia\)/,
    endsAt: /Tamat \(waktu Malaysia\)/,
    online: 'Acara dalam talian',
    venueBm: /Tempat \(Bahasa Melayu\)/,
    venueEng: /Tempat \(Bahasa Inggeris\)/,
    capacity: /Bilangan tempat/,
    status: /Status/,
    featuredBox: 'Tonjolkan acara ini di laman utama',
    submit: 'Cipta acara',
    created: 'Acara dicipta.',
    save: 'Simpan perubahan',
    saved: 'Perubahan disimpan.',
    titleRequired: 'Tajuk diperlukan dalam bahasa ini',
    venueRequired: 'Tempat diperlukan kecuali acara diadakan dalam talian',
    afterStart: 'Acara mesti tamat selepas ia bermula',
    titleMax: 'Tajuk mesti tidak melebihi 120 aksara',
    capacityMax: 'Bilangan tempat mesti tidak melebihi 10000',
    fixFields: 'Sila betulkan medan yang ditanda.',
    sessionEnded: 'Sesi anda telah tamat. Sila log masuk semula.',
    registrations: 'Pendaftaran',
    regHeading: 'Pendaftaran: Bual bicara koperasi',
    summary: '12 daripada 50 tempat telah diisi.',
    name: 'Nama',
    mobile: 'Nombor telefon bimbit',
    loadMore: 'Muat lagi',
    export: 'Eksport CSV',
    showing: 'Memaparkan 3 rekod. Tiada lagi rekod.',
  },
  eng: {
    heading: 'Programmes and events',
    create: 'Create an event',
    draft: 'Draft',
    published: 'Published',
    featured: 'Featured',
    publish: 'Publish',
    close: 'Close registration',
    feature: 'Feature',
    publishedDone: '“Solar energy webinar” is published.',
    titleBm: /Title \(Malay\)/,
    titleEng: /Title \(English\)/,
    descriptionBm: /Description \(Malay\)/,
    descriptionEng: /Description \(English\)/,
    startsAt: /Starts \(Malaysia time\)/,
    endsAt: /Ends \(Malaysia time\)/,
    online: 'Online event',
    venueBm: /Venue \(Malay\)/,
    venueEng: /Venue \(English\)/,
    capacity: /Places/,
    status: /Status/,
    featuredBox: 'Feature this event on the home page',
    submit: 'Create event',
    created: 'Event created.',
    save: 'Save changes',
    saved: 'Changes saved.',
    titleRequired: 'Title is required in this language',
    venueRequired: 'Venue is required unless the event is online',
    afterStart: 'The event must end after it starts',
    titleMax: 'Title must be at most 120 characters',
    capacityMax: 'Number of places must be at most 10000',
    fixFields: 'Please correct the marked fields.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    registrations: 'Registrations',
    regHeading: 'Registrations: Co-operative talk',
    summary: '12 of 50 places taken.',
    name: 'Name',
    mobile: 'Mobile number',
    loadMore: 'Load more',
    export: 'Export CSV',
    showing: 'Showing 3 records. No more records.',
  },
} as const;

beforeAll(() => {
  // The premise: this browser's own clock is not Malaysia's, so reading the picker's value as
  // local time (`new Date('2026-12-05T09:00')`) would land on another instant.
  expect(new Date('2026-12-05T09:00').toISOString()).not.toBe('2026-12-05T01:00:00.000Z');
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the programmes pages in %s', (language) => {
  const text = copy[language];
  const root = language === 'eng' ? '/en/staff' : '/staff';

  it('lists every event with its state, the featured mark and places, and publishes a draft', async () => {
    let events = [talk, webinar];
    const sent: EventValues[] = [];
    mockApi({
      'GET /api/staff/events': () => json({ events }),
      'POST /api/staff/events/evt-webinar': (call) => {
        const values = call.body as EventValues;
        sent.push(values);
        const saved = { ...webinar, ...values, venue: null };
        events = [talk, saved];
        return json(saved);
      },
    });
    renderConsole(peopleSections, 'events', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, talkRow, webinarRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(talkRow).getByText(text.published)).toBeVisible();
    expect(within(talkRow).getByText(text.featured)).toBeVisible();
    expect(within(talkRow).getByText('12 / 50')).toBeVisible();
    expect(within(webinarRow).getByText(text.draft)).toBeVisible();
    expect(within(webinarRow).queryByText(text.featured)).not.toBeInTheDocument();
    expect(within(webinarRow).getByText('0 / 200')).toBeVisible();
    expect(within(talkRow).queryByRole('button', { name: text.publish })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.create })).toHaveAttribute(
      'href',
      `${root}/events/new`,
    );
    expect(within(webinarRow).getByRole('link', { name: text.registrations })).toHaveAttribute(
      'href',
      `${root}/events/evt-webinar/registrations`,
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(webinarRow).getByRole('button', { name: text.publish }));
    expect(await screen.findByText(text.publishedDone)).toBeVisible();
    expect(sent).toEqual([
      {
        title: webinar.title,
        description: webinar.description,
        online: true,
        venue: { bm: '', eng: '' },
        startsAt: webinar.startsAt,
        endsAt: webinar.endsAt,
        capacity: 200,
        featured: false,
        status: 'published',
        fundraisingGoal: 0,
      },
    ]);
    await waitFor(() =>
      expect(within(screen.getAllByRole('row')[2]!).getByText(text.published)).toBeVisible(),
    );
  });

  it('creates an event with its times on Malaysia’s clock, then opens it to edit', async () => {
    const created: StaffEvent[] = [];
    const sent: EventValues[] = [];
    mockApi({
      'GET /api/staff/events': () => json({ events: [...created, talk] }),
      'POST /api/staff/events': (call) => {
        const values = call.body as EventValues;
        sent.push(values);
        const saved = event({
          ...values,
          id: 'evt-new',
          registeredCount: 0,
          venue: values.online ? null : values.venue,
          status: values.status as StaffEvent['status'],
        });
        created.push(saved);
        return json(saved, 201);
      },
      'POST /api/staff/events/evt-new': (call) => {
        const values = call.body as EventValues;
        sent.push(values);
        const saved = { ...created[0]!, ...values, updatedAt: '2026-11-24T05:00:00.000Z' };
        created[0] = saved as StaffEvent;
        return json(saved);
      },
    });
    const { router } = renderConsole(peopleSections, 'events/new', { language });

    await userEvent.click(await screen.findByRole('button', { name: text.submit }));
    expect(await screen.findAllByText(text.titleRequired)).toHaveLength(2);
    expect(screen.getAllByText(text.venueRequired)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: text.titleBm })).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: text.titleBm }), 'Hari keluarga');
    await userEvent.type(screen.getByRole('textbox', { name: text.titleEng }), 'Family day');
    await userEvent.type(
      screen.getByRole('textbox', { name: text.descriptionBm }),
      'Jom beriadah.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: text.descriptionEng }), 'Come along.');
    fireEvent.change(screen.getByLabelText(text.startsAt), {
      target: { value: '2026-12-05T09:00' },
    });
    fireEvent.change(screen.getByLabelText(text.endsAt), { target: { value: '2026-12-05T08:30' } });
    await userEvent.click(screen.getByRole('checkbox', { name: text.online }));
    expect(screen.queryByRole('textbox', { name: text.venueBm })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('spinbutton', { name: text.capacity }), '80');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.status }),
      text.published,
    );
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.afterStart)).toBeVisible();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(text.endsAt), { target: { value: '2026-12-05T12:30' } });
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${root}/events/evt-new`));
    expect(sent).toEqual([
      {
        title: { bm: 'Hari keluarga', eng: 'Family day' },
        description: { bm: 'Jom beriadah.', eng: 'Come along.' },
        online: true,
        venue: { bm: '', eng: '' },
        // 9:00 and 12:30 in Kuala Lumpur are 1:00 and 4:30 UTC, whatever the browser's zone.
        startsAt: '2026-12-05T01:00:00.000Z',
        endsAt: '2026-12-05T04:30:00.000Z',
        capacity: 80,
        featured: false,
        status: 'published',
        fundraisingGoal: 0,
      },
    ]);

    expect(await screen.findByText(text.created)).toBeVisible();
    expect(screen.getByLabelText(text.startsAt)).toHaveValue('2026-12-05T09:00');
    expect(screen.getByLabelText(text.endsAt)).toHaveValue('2026-12-05T12:30');
    expect(screen.getByRole('textbox', { name: text.titleEng })).toHaveValue('Family day');
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(screen.getByLabelText(text.startsAt), {
      target: { value: '2026-12-06T00:15' },
    });
    fireEvent.change(screen.getByLabelText(text.endsAt), { target: { value: '2026-12-06T02:00' } });
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeVisible();
    // Just after midnight in Malaysia is still the day before in UTC.
    expect(sent[1]).toMatchObject({
      startsAt: '2026-12-05T16:15:00.000Z',
      endsAt: '2026-12-05T18:00:00.000Z',
    });
  });

  it("shows the API's field messages under their fields, in the page's language", async () => {
    mockApi({
      'GET /api/staff/events': () => json({ events: [talk] }),
      'POST /api/staff/events/evt-talk': () =>
        json(
          {
            error: {
              code: 'validation',
              fields: {
                'title.eng': validationMessage('event.title.max', { max: 120 }),
                capacity: validationMessage('event.capacity.max', { max: 10000 }),
              },
            },
          },
          400,
        ),
    });
    renderConsole(peopleSections, 'events/evt-talk', { language });

    const title = await screen.findByRole('textbox', { name: text.titleEng });
    expect(title).toHaveValue('Co-operative talk');
    expect(screen.getByLabelText(text.startsAt)).toHaveValue('2026-12-05T09:00');
    expect(screen.getByRole('combobox', { name: text.status })).toHaveValue('published');
    expect(screen.getByRole('checkbox', { name: text.featuredBox })).toBeChecked();
    expect(screen.getByRole('textbox', { name: text.venueEng })).toHaveValue(
      'Kampung Baru Community Hall',
    );
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.titleMax)).toBeVisible();
    expect(title).toHaveAccessibleDescription(text.titleMax);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: text.capacity })).toHaveAccessibleDescription(
      text.capacityMax,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text.fixFields);
    expect(screen.queryByText(text.saved)).not.toBeInTheDocument();
  });

  it('shows a translated error instead of crashing when the session has ended', async () => {
    mockApi({
      'GET /api/staff/events': () => json({ error: { code: 'unauthenticated' } }, 401),
      'GET /api/staff/events/evt-talk/registrations': () =>
        json({ error: { code: 'unauthenticated' } }, 401),
    });
    const { unmount } = renderConsole(peopleSections, 'events', { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.sessionEnded);
    unmount();
    renderConsole(peopleSections, 'events/evt-talk/registrations', { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.sessionEnded);
  });

  it("pages through an event's registrations and exports them", async () => {
    const person = (n: number, overrides: Partial<StaffRegistration> = {}): StaffRegistration => ({
      memberId: `m-${n}`,
      name: `Ahli ${n}`,
      mobile: `+60 12-345 678${n}`,
      registeredAt: `2026-11-2${n}T02:00:00.000Z`,
      state: '14',
      parliament: 'P.115',
      dun: '',
      ...overrides,
    });
    const first: StaffRegistrationPage = {
      event: talk,
      registrations: [person(1), person(2, { state: undefined, parliament: undefined })],
      nextCursor: 'reg-2',
    };
    mockApi({
      'GET /api/staff/events/evt-talk/registrations': () => json(first),
      'GET /api/staff/events/evt-talk/registrations?cursor=reg-2': () =>
        json({ event: talk, registrations: [person(3)] } satisfies StaffRegistrationPage),
    });
    renderConsole(peopleSections, 'events/evt-talk/registrations', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.regHeading })).toBeVisible();
    expect(screen.getByText(new RegExp(text.summary))).toBeVisible();
    const table = screen.getByRole('table');
    const cells = (name: string) => {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
      return within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(cells('Ahli 1')).toEqual([
      '+60 12-345 6781',
      malaysianDateTime('2026-11-21T02:00:00.000Z', language),
      'W.P. Kuala Lumpur',
      'P.115 Batu',
      '—',
    ]);
    expect(cells('Ahli 2').slice(2)).toEqual(['—', '—', '—']);
    expect(within(table).getByRole('link', { name: '+60 12-345 6781' })).toHaveAttribute(
      'href',
      'tel:+60123456781',
    );
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/events/evt-talk/registrations/export?language=${language}`,
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await within(table).findByRole('rowheader', { name: 'Ahli 3' })).toBeVisible();
    expect(screen.getByText(text.showing)).toBeVisible();
    expect(screen.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();
  });
});
