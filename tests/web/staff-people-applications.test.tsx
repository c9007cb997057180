import {
  type StaffApplicationDetail,
  type StaffApplicationPage,
  type StaffApplicationRow,
  type StaffApplicationUpdate,
} from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { site } from '@gsk/core/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peopleSections } from '../../web/src/features/staff/people';
import { axeViolations, renderConsole } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';

const row = (overrides: Partial<StaffApplicationRow>): StaffApplicationRow => ({
  id: 'app-1',
  form: 'partner',
  submittedAt: '2026-11-20T02:30:00.000Z',
  name: 'Aminah binti Rahman',
  email: 'aminah@example.com',
  phone: '012-345 6789',
  enterprise: 'kesum',
  partnership: 'asset',
  status: 'new',
  hasCv: true,
  ...overrides,
});

const aminah = row({});
const ravi = row({
  id: 'app-2',
  form: 'expert',
  name: 'Ravi a/l Kumar',
  email: 'ravi@example.com',
  enterprise: undefined,
  partnership: undefined,
  status: 'contacted',
});
const chong = row({ id: 'app-3', name: 'Chong Mei Ling', hasCv: false, status: 'accepted' });

const detail = (overrides: Partial<StaffApplicationDetail> = {}): StaffApplicationDetail => ({
  application: {
    ...aminah,
    fields: {
      name: aminah.name,
      email: aminah.email,
      phone: '012-345 6789',
      contributionType: 'asset',
      enterpriseType: 'kesum',
      additionalComments: 'Saya ada lori untuk dipinjamkan.',
    },
  },
  notes: [
    {
      at: '2026-11-21T01:00:00.000Z',
      by: { memberId: 'staff-1', name: 'Siti Hajar' },
      text: 'Telefon pada hari Isnin.',
    },
  ],
  cv: { type: 'pdf', size: 245_760 },
  ...overrides,
});

const copy = {
  bm: {
    heading: 'Permohonan',
    console: 'Konsol Kakitangan',
    form: 'Borang',
    status: 'Status',
    enterprise: 'Perusahaan',
    partner: 'Rakan kongsi',
    statusNew: 'Baharu',
    contacted: 'Telah dihubungi',
    loadMore: 'Muat lagi',
    export: 'Eksport CSV',
    showing3: 'Memaparkan 3 rekod. Tiada lagi rekod.',
    forbidden: 'Akaun ini tidak dibenarkan menggunakan konsol kakitangan.',
    retry: 'Cuba lagi',
    fullName: 'Nama penuh',
    reference: 'Rujukan',
    contribution: 'Jenis sumbangan',
    assetPartner: 'Menjadi Rakan Kongsi Aset',
    comments: 'Komen tambahan',
    openCv: /Buka CV \(PDF, 240 KB\)/,
    recorded: 'Setiap kali CV dibuka, ia direkodkan dalam jejak audit.',
    noCv: 'Permohonan ini tiada CV.',
    nameSearch: 'Cari mengikut nama',
    search: 'Cari',
    openCvDocx: /Buka CV \(DOCX, 2.4 MB\)/,
    statusLabel: 'Status permohonan',
    saveStatus: 'Simpan status',
    statusSaved: 'Status disimpan.',
    noteLabel: /Nota baharu/,
    addNote: 'Tambah nota',
    noteAdded: 'Nota ditambah.',
    noteRequired: 'Tulis nota terlebih dahulu',
    notFound: 'Permohonan ini tidak ditemui.',
  },
  eng: {
    heading: 'Applications',
    console: 'Staff Console',
    form: 'Form',
    status: 'Status',
    enterprise: 'Enterprise',
    partner: 'Partner',
    statusNew: 'New',
    contacted: 'Contacted',
    loadMore: 'Load more',
    export: 'Export CSV',
    showing3: 'Showing 3 records. No more records.',
    forbidden: 'This account may not use the staff console.',
    retry: 'Try again',
    fullName: 'Full name',
    reference: 'Reference',
    contribution: 'Contribution',
    assetPartner: 'Become an Asset Partner',
    comments: 'Additional comments',
    openCv: /Open CV \(PDF, 240 KB\)/,
    recorded: 'Each opening of the CV is recorded in the audit trail.',
    noCv: 'This application has no CV.',
    nameSearch: 'Search by name',
    search: 'Search',
    openCvDocx: /Open CV \(DOCX, 2.4 MB\)/,
    statusLabel: 'Application status',
    saveStatus: 'Save status',
    statusSaved: 'Status saved.',
    noteLabel: /New note/,
    addNote: 'Add note',
    noteAdded: 'Note added.',
    noteRequired: 'Write the note first',
    notFound: 'This application was not found.',
  },
} as const;

const page = (applications: StaffApplicationRow[], nextCursor?: string): StaffApplicationPage => ({
  applications,
  ...(nextCursor ? { nextCursor } : {}),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the applications pages in %s', (language) => {
  const text = copy[language];
  const root = language === 'eng' ? '/en/staff' : '/staff';

  it('lists applications, loads the next page, filters through the API and exports the same filters', async () => {
    const api = mockApi({
      'GET /api/staff/applications': () => json(page([aminah, ravi], 'cursor-2')),
      'GET /api/staff/applications?cursor=cursor-2': () => json(page([chong])),
      'GET /api/staff/applications?form=partner': () => json(page([aminah], 'p-2')),
      'GET /api/staff/applications?form=partner&status=new': () => json(page([aminah])),
      'GET /api/staff/applications?form=partner&status=new&enterprise=kesum': () =>
        json(page([aminah])),
    });
    const { router } = renderConsole(peopleSections, 'applications', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    expect(document.title).toBe(`${text.heading} | ${text.console} | ${site.name}`);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: aminah.name })).toHaveAttribute(
      'href',
      `${root}/applications/app-1`,
    );
    expect(within(table).getByText(ravi.name)).toBeVisible();
    expect(within(table).getByText('Kesum')).toBeVisible();
    expect(
      within(table).getAllByText(malaysianDateTime(aminah.submittedAt, language)),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/applications/export?language=${language}`,
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await within(table).findByText(chong.name)).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(text.showing3)).toBeVisible();
    expect(screen.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.form }), text.partner);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: text.loadMore })).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.status }),
      text.statusNew,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.enterprise }), 'Kesum');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
        'href',
        `/api/staff/applications/export?form=partner&status=new&enterprise=kesum&language=${language}`,
      ),
    );
    expect(router.state.location.search).toBe('?form=partner&status=new&enterprise=kesum');
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/staff/applications?form=partner&status=new&enterprise=kesum',
    );
    expect(screen.queryByText(ravi.name)).not.toBeInTheDocument();
  });

  it('searches by name, keeps it in the address and exports the same search', async () => {
    const api = mockApi({
      'GET /api/staff/applications': () => json(page([aminah, ravi])),
      'GET /api/staff/applications?name=Aminah+Zulkifl%C4%AB': () => json(page([aminah])),
    });
    const { router } = renderConsole(peopleSections, 'applications', { language });
    const table = await screen.findByRole('table');
    expect(within(table).getByText(ravi.name)).toBeVisible();
    await userEvent.type(
      screen.getByRole('searchbox', { name: text.nameSearch }),
      ' Aminah Zulkiflī ',
    );
    await userEvent.click(screen.getByRole('button', { name: text.search }));
    await waitFor(() => expect(screen.queryByText(ravi.name)).not.toBeInTheDocument());
    expect(
      within(await screen.findByRole('table')).getByRole('link', { name: aminah.name }),
    ).toBeVisible();
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/staff/applications?name=Aminah+Zulkifl%C4%AB',
    );
    expect(router.state.location.search).toBe('?name=Aminah+Zulkifl%C4%AB');
    expect(screen.getByRole('link', { name: text.export })).toHaveAttribute(
      'href',
      `/api/staff/applications/export?name=Aminah+Zulkifl%C4%AB&language=${language}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a translated error instead of crashing when the API refuses', async () => {
    mockApi({
      'GET /api/staff/applications': () => json({ error: { code: 'forbidden' } }, 403),
    });
    renderConsole(peopleSections, 'applications', { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.forbidden);
    expect(screen.getByRole('button', { name: text.retry })).toBeVisible();
  });

  it('shows every submitted field, the CV through the recording link, and saves a status and a note', async () => {
    const updates: StaffApplicationUpdate[] = [];
    let current = detail();
    mockApi({
      'GET /api/staff/applications/app-1': () => json(current),
      'POST /api/staff/applications/app-1': (call) => {
        const update = call.body as StaffApplicationUpdate;
        updates.push(update);
        current = {
          ...current,
          application: {
            ...current.application,
            status: update.status ?? current.application.status,
          },
          notes: update.note
            ? [
                ...current.notes,
                {
                  at: '2026-11-24T02:00:00.000Z',
                  by: { memberId: 'staff-2', name: 'Farid Ismail' },
                  text: update.note,
                },
              ]
            : current.notes,
        };
        return json(current);
      },
    });
    renderConsole(peopleSections, 'applications/app-1', { language });

    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(aminah.name) }),
    ).toBeVisible();
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // The reference the applicant was given on screen and in their acknowledgement.
    expect(fact(text.reference)).toBe('app-1');
    expect(fact(text.fullName)).toBe(aminah.name);
    expect(fact(text.contribution)).toBe(text.assetPartner);
    expect(fact(text.enterprise)).toBe('Kesum');
    expect(fact(text.comments)).toBe('Saya ada lori untuk dipinjamkan.');
    expect(screen.getByRole('link', { name: aminah.email })).toHaveAttribute(
      'href',
      `mailto:${aminah.email}`,
    );

    const cv = screen.getByRole('link', { name: text.openCv });
    expect(cv).toHaveAttribute('href', '/api/staff/applications/app-1/cv');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(cv).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText(text.recorded)).toBeVisible();

    expect(
      screen.getByText(`Siti Hajar, ${malaysianDateTime('2026-11-21T01:00:00.000Z', language)}`),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.statusLabel }),
      text.contacted,
    );
    await userEvent.click(screen.getByRole('button', { name: text.saveStatus }));
    expect(await screen.findByText(text.statusSaved)).toBeVisible();
    expect(updates).toEqual([{ status: 'contacted' }]);

    await userEvent.click(screen.getByRole('button', { name: text.addNote }));
    expect(await screen.findByText(text.noteRequired)).toBeVisible();
    expect(updates).toHaveLength(1);

    await userEvent.type(
      screen.getByRole('textbox', { name: text.noteLabel }),
      '  Temu duga Jumaat. ',
    );
    await userEvent.click(screen.getByRole('button', { name: text.addNote }));
    expect(await screen.findByText(text.noteAdded)).toBeVisible();
    expect(updates[1]).toEqual({ note: 'Temu duga Jumaat.' });
    expect(screen.getByText('Temu duga Jumaat.')).toBeVisible();
    expect(
      screen.getByText(`Farid Ismail, ${malaysianDateTime('2026-11-24T02:00:00.000Z', language)}`),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: text.noteLabel })).toHaveValue('');

    // Pressing again with nothing written: only that outcome shows, not the earlier note's.
    await userEvent.click(screen.getByRole('button', { name: text.addNote }));
    expect(await screen.findByText(text.noteRequired)).toBeVisible();
    expect(screen.queryByText(text.noteAdded)).toBeNull();
    expect(updates).toHaveLength(2);
  });

  it('labels a Word CV by its type and size; an application without one says so', async () => {
    let current = detail({ cv: { type: 'docx', size: 2_516_582 } });
    mockApi({ 'GET /api/staff/applications/app-1': () => json(current) });
    const { unmount } = renderConsole(peopleSections, 'applications/app-1', { language });
    expect(await screen.findByRole('link', { name: text.openCvDocx })).toHaveAttribute(
      'href',
      '/api/staff/applications/app-1/cv',
    );
    unmount();
    current = detail({ cv: undefined });
    renderConsole(peopleSections, 'applications/app-1', { language });
    expect(await screen.findByText(text.noCv)).toBeVisible();
    expect(screen.queryByRole('link', { name: /CV/ })).not.toBeInTheDocument();
  });

  it('says an unknown application was not found', async () => {
    mockApi({
      'GET /api/staff/applications/nope': () =>
        json({ error: { code: 'application_not_found' } }, 404),
    });
    renderConsole(peopleSections, 'applications/nope', { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound);
  });
});
