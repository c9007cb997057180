import { randomBytes, randomUUID } from 'node:crypto';
import { apiPath, apiPaths } from '@gsk/core/api';
import { toMalaysiaInput } from '@gsk/core/i18n/date-time';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  postForm,
  samplePdf,
  send,
  uniquePhone,
  uploadCv,
} from '../integration/application-client';
import { signUpMember } from '../integration/member-client';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { reactReady, sidewaysOverflow } from '../support/page-checks';
import {
  expectAxeClean,
  exportedRows,
  newStaff,
  signInCopy,
  signInToConsole,
  staffClients,
} from './staff-journey';
import { stackUrls } from '../support/stack-setup';

/*
 * The people side of the staff console in the browser (issue 18): staff sign in with the texted
 * second factor, then open an application's CV and follow it up (status, note), create an event
 * that the public programmes list then shows and see a member's registration (and its CSV), and
 * mark a contact message handled; in Malay and English, on a phone and a desktop, axe clean and
 * with no console errors. What visitors and members send goes through the public API, from this
 * file's own loopback block (127.38.0.x).
 */

const urls = await stackUrls();
const browser = useBrowser();
const nextClient = staffClients(0);

type Language = 'bm' | 'eng';
type Viewport = 'phone' | 'desktop';

const copy = {
  bm: {
    applications: 'Permohonan',
    applicationHeading: (name: string) => `Permohonan daripada ${name}`,
    openCv: /^Buka CV \(PDF, /,
    nameSearch: 'Cari mengikut nama',
    search: 'Cari',
    audit: 'Jejak Audit',
    cvOpened: (staff: string, applicant: string) =>
      `${staff} membuka CV permohonan rakan kongsi ${applicant}`,
    statusLabel: 'Status permohonan',
    contacted: 'Telah dihubungi',
    saveStatus: 'Simpan status',
    statusSaved: 'Status disimpan.',
    noteLabel: /^Nota baharu/,
    addNote: 'Tambah nota',
    noteAdded: 'Nota ditambah.',
    notes: 'Nota',
    events: 'Program dan acara',
    createEvent: 'Cipta acara',
    create: 'Cipta acara',
    eventForm: 'Butiran acara',
    titleBm: /^Tajuk \(Bahasa Melayu\)/,
    titleEng: /^Tajuk \(Bahasa Inggeris\)/,
    descriptionBm: /^Keterangan \(Bahasa Melayu\)/,
    descriptionEng: /^Keterangan \(Bahasa Inggeris\)/,
    startsAt: /^Bermula \(waktu Malaysia\)/,
    endsAt: /^Tamat \(waktu Malaysia\)/,
    venueBm: /^Tempat \(Bahasa Melayu\)/,
    venueEng: /^Tempat \(Bahasa Inggeris\)/,
    capacity: /^Bilangan tempat/,
    status: /^Status/,
    created: 'Acara dicipta.',
    editHeading: 'Sunting acara',
    registrations: 'Pendaftaran',
    registrationsHeading: (title: string) => `Pendaftaran: ${title}`,
    registrationsList: 'Senarai pendaftaran',
    exportCsv: 'Eksport CSV',
    messages: 'Mesej hubungan',
    markHandled: 'Tandakan sudah diuruskan',
    markedHandled: (name: string) => `Mesej daripada ${name} ditandakan sudah diuruskan.`,
    showHandled: 'Tunjukkan mesej yang telah diuruskan',
    handledBy: /^Diuruskan oleh /,
    exportName: 'Nama',
  },
  eng: {
    applications: 'Applications',
    applicationHeading: (name: string) => `Application from ${name}`,
    openCv: /^Open CV \(PDF, /,
    nameSearch: 'Search by name',
    search: 'Search',
    audit: 'Audit Trail',
    cvOpened: (staff: string, applicant: string) =>
      `${staff} opened the CV of ${applicant}'s partner application`,
    statusLabel: 'Application status',
    contacted: 'Contacted',
    saveStatus: 'Save status',
    statusSaved: 'Status saved.',
    noteLabel: /^New note/,
    addNote: 'Add note',
    noteAdded: 'Note added.',
    notes: 'Notes',
    events: 'Programmes and events',
    createEvent: 'Create an event',
    create: 'Create event',
    eventForm: 'Event details',
    titleBm: /^Title \(Malay\)/,
    titleEng: /^Title \(English\)/,
    descriptionBm: /^Description \(Malay\)/,
    descriptionEng: /^Description \(English\)/,
    startsAt: /^Starts \(Malaysia time\)/,
    endsAt: /^Ends \(Malaysia time\)/,
    venueBm: /^Venue \(Malay\)/,
    venueEng: /^Venue \(English\)/,
    capacity: /^Places/,
    status: /^Status/,
    created: 'Event created.',
    editHeading: 'Edit the event',
    registrations: 'Registrations',
    registrationsHeading: (title: string) => `Registrations: ${title}`,
    registrationsList: 'Registrations',
    exportCsv: 'Export CSV',
    messages: 'Contact messages',
    markHandled: 'Mark handled',
    markedHandled: (name: string) => `The message from ${name} is marked handled.`,
    showHandled: 'Show handled messages',
    handledBy: /^Handled by /,
    exportName: 'Name',
  },
} as const;

/** A fresh tab at the viewport, signed in to the console at `section` (its sign-in checked by axe). */
async function signedInConsole(language: Language, viewport: Viewport, section: string) {
  const staff = await newStaff(nextClient);
  const tab = await visit(browser(), viewport, { language });
  await signInToConsole(tab.page, urls, {
    staff,
    language,
    path: `staff/${section}`,
    axe: true,
  });
  return { ...tab, staff };
}

/** The page fits its viewport, passes axe and is kept as a screenshot. */
async function checkPage(page: Page, name: string) {
  await expectAxeClean(page, name);
  expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

/** A partner application with a PDF CV, sent through the public API as the form sends it. */
async function sendPartnerApplication(cv: Uint8Array) {
  const from = nextClient();
  const upload = await uploadCv(urls.api, from, 'partner', {
    bytes: cv,
    filename: 'cv-siti.pdf',
    contentType: 'application/pdf',
  });
  // Accented, as some applicants write their names: the console's search finds it without.
  const name = `Siti Āminah ${word()}`;
  const answer = await postForm(`${urls.api}/api/partnerForm`, from, {
    name,
    email: `siti+${randomUUID()}@example.com`,
    phone: uniquePhone(),
    contributionType: 'asset',
    enterpriseType: 'solar',
    additionalComments: 'Saya ada tanah di Kuala Selangor',
    cvKey: upload.key,
    cvToken: upload.token,
  });
  expect(answer.status, answer.text).toBe(201);
  return name;
}

/** A made-up capitalised word (letters only: names may hold no digits), to tell a run's records apart. */
const word = () =>
  Array.from(randomBytes(8), (byte, index) =>
    String.fromCharCode((index === 0 ? 65 : 97) + (byte % 26)),
  ).join('');

describe.each([
  ['bm', 'phone'],
  ['eng', 'desktop'],
] as const)('applications in the staff console in %s on a %s', (language, viewport) => {
  const text = copy[language];

  it('finds an application, opens its CV, sets it contacted and adds a note', async () => {
    const cv = await samplePdf(`CV ${randomUUID()}`);
    const name = await sendPartnerApplication(cv);
    const { context, page, problems, staff } = await signedInConsole(
      language,
      viewport,
      'applications',
    );

    await page.getByRole('heading', { level: 1, name: text.applications }).waitFor();
    // Found by a part of the name, in another case and without its accent.
    const search = page.getByRole('button', { name: text.search, exact: true });
    await reactReady(search);
    const part = name.slice('Siti '.length).normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    await page.getByRole('searchbox', { name: text.nameSearch }).fill(part);
    await search.click();
    await page.waitForURL((url) => url.searchParams.get('name') === part);
    const open = page.getByRole('link', { name, exact: true });
    await open.waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    await checkPage(page, `staff-applications-${language}-${viewport}`);
    await open.click();
    await page.getByRole('heading', { level: 1, name: text.applicationHeading(name) }).waitFor();

    // The CV link records the opening and answers the very bytes uploaded.
    const cvLink = page.getByRole('link', { name: text.openCv });
    expect(await cvLink.getAttribute('target')).toBe('_blank');
    const href = await cvLink.getAttribute('href');
    expect(href).toBeTruthy();
    const file = await page.request.get(`${urls.site}${href}`);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(Buffer.from(cv))).toBe(true);

    // Contacted, then a note, listed under the notes with the staff member's name.
    const save = page.getByRole('button', { name: text.saveStatus });
    await reactReady(save);
    await page.getByLabel(text.statusLabel).selectOption({ label: text.contacted });
    await save.click();
    await page.getByRole('status').filter({ hasText: text.statusSaved }).waitFor();
    const note = `Telefon pada hari Isnin ${randomUUID().slice(0, 8)}`;
    await page.getByLabel(text.noteLabel).fill(note);
    await page.getByRole('button', { name: text.addNote }).click();
    await page.getByRole('status').filter({ hasText: text.noteAdded }).waitFor();
    const notes = page.getByRole('region', { name: text.notes });
    await notes.getByRole('listitem').filter({ hasText: note }).waitFor();
    await checkPage(page, `staff-application-${language}-${viewport}`);

    // Read again from the API: the status and the note stayed.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: text.applicationHeading(name) }).waitFor();
    await notes.getByRole('listitem').filter({ hasText: note }).waitFor();
    expect(await page.getByLabel(text.statusLabel).inputValue()).toBe('contacted');

    // The audit trail says it in words, once for the one opening, however often the page showed.
    await page.goto(`${urls.site}${signInCopy[language].prefix}/staff/audit`);
    await page.getByRole('heading', { level: 1, name: text.audit }).waitFor();
    const opened = page
      .getByRole('row')
      .filter({ hasText: text.cvOpened(staff.profile.name, name) });
    await opened.first().waitFor();
    expect(await opened.count()).toBe(1);
    expect(await page.getByRole('table').textContent()).not.toMatch(/application\.|cv_opened/);
    await checkPage(page, `staff-audit-${language}-${viewport}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['eng', 'desktop'],
  ['bm', 'desktop'],
] as const)('an event created in the staff console in %s on a %s', (language, viewport) => {
  const text = copy[language];

  it('is on the public programmes list, and a member’s registration shows with its CSV', async () => {
    const mark = word();
    const title = { bm: `Bengkel Koperasi ${mark}`, eng: `Co-operative Workshop ${mark}` };
    const [{ context, page, problems }, member] = await Promise.all([
      signedInConsole(language, viewport, 'events/new'),
      signUpMember(urls, nextClient(), { name: `Hafiz bin Rahman ${mark}` }),
    ]);

    await page.getByRole('heading', { level: 1, name: text.createEvent }).waitFor();
    const form = page.getByRole('form', { name: text.eventForm });
    const create = form.getByRole('button', { name: text.create });
    await reactReady(create);
    // In twelve days at 9 in the morning, Malaysia time, for three hours.
    const day = toMalaysiaInput(new Date(Date.now() + 12 * 86_400_000).toISOString()).slice(0, 10);
    await form.getByLabel(text.titleBm).fill(title.bm);
    await form.getByLabel(text.titleEng).fill(title.eng);
    await form.getByLabel(text.descriptionBm).fill('Bengkel sehari tentang koperasi komuniti.');
    await form
      .getByLabel(text.descriptionEng)
      .fill('A one-day workshop on community co-operatives.');
    await form.getByLabel(text.startsAt).fill(`${day}T09:00`);
    await form.getByLabel(text.endsAt).fill(`${day}T12:00`);
    await form.getByLabel(text.venueBm).fill('Dewan Komuniti Kampung Baru, Kuala Lumpur');
    await form.getByLabel(text.venueEng).fill('Kampung Baru Community Hall, Kuala Lumpur');
    await form.getByLabel(text.capacity).fill('40');
    await form.getByLabel(text.status).selectOption('published');
    await checkPage(page, `staff-event-new-${language}-${viewport}`);
    await create.click();

    await page.getByRole('heading', { level: 1, name: text.editHeading }).waitFor();
    await page.getByRole('status').filter({ hasText: text.created }).waitFor();
    const eventId = /\/staff\/events\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1];
    expect(eventId).toBeTruthy();

    // The public programmes list, in the same browser, shows it at 9:00 Malaysia time.
    await page.goto(`${urls.site}${signInCopy[language].prefix}/programmes`);
    await page.getByRole('heading', { level: 1, name: copy[language].events }).waitFor();
    const card = page.getByRole('article').filter({ hasText: title[language] });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/\b0?9[.:]00/);
    await expectAxeClean(page, 'public programmes list');

    // A member registers through the API; the console's registrations show their name.
    const registered = await send(
      `${urls.api}${apiPath(apiPaths.eventRegistrations, { id: eventId! })}`,
      nextClient(),
      { method: 'POST', headers: { origin: urls.site, cookie: member.cookie } },
    );
    expect(registered.status, registered.text).toBe(201);
    await page.goto(`${urls.site}${signInCopy[language].prefix}/staff/events`);
    const row = page.getByRole('row').filter({ hasText: title[language] });
    await row.getByRole('link', { name: text.registrations }).click();
    await page
      .getByRole('heading', { level: 1, name: text.registrationsHeading(title[language]) })
      .waitFor();
    const table = page.getByRole('table', { name: text.registrationsList });
    await table.getByRole('rowheader', { name: member.profile.name }).waitFor();
    await checkPage(page, `staff-registrations-${language}-${viewport}`);

    // The export: its link, then the file read by a CSV parser, with the member in it.
    const { href, rows } = await exportedRows(page, urls, text.exportCsv);
    expect(href).toBe(
      `${apiPath(apiPaths.staffEventRegistrationsExport, { id: eventId! })}?language=${language}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[text.exportName]).toBe(member.profile.name);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each([['eng', 'phone']] as const)(
  'contact messages in the staff console in %s on a %s',
  (language, viewport) => {
    const text = copy[language];

    it('shows a message sent from the contact form; marked handled, it leaves the list', async () => {
      const name = `Aminah ${word()} binti Yusof`;
      const sent = await send(`${urls.api}${apiPaths.contact}`, nextClient(), {
        headers: { 'content-type': 'application/json', origin: urls.site },
        body: JSON.stringify({
          name,
          email: `aminah+${randomUUID()}@example.com`,
          phone: uniquePhone(),
          message: 'Saya ingin tahu lebih lanjut tentang koperasi solar.',
          language: 'bm',
        }),
      });
      expect(sent.status, sent.text).toBe(201);
      const { context, page, problems } = await signedInConsole(language, viewport, 'messages');

      await page.getByRole('heading', { level: 1, name: text.messages }).waitFor();
      const card = page.getByRole('article', { name });
      await card.waitFor();
      await checkPage(page, `staff-messages-${language}-${viewport}`);
      const handle = card.getByRole('button', { name: text.markHandled });
      await reactReady(handle);
      await handle.click();
      await page
        .getByRole('status')
        .filter({ hasText: text.markedHandled(name) })
        .waitFor();
      await card.waitFor({ state: 'detached' });
      await expectAxeClean(page, 'messages after one is handled');

      // Read again: not among the unhandled; among the handled, with who handled it.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.messages }).waitFor();
      await page.getByRole('status').filter({ hasText: /\d/ }).first().waitFor();
      expect(await card.count()).toBe(0);
      await page.getByLabel(text.showHandled).check();
      await card.waitFor();
      expect(await card.getByText(text.handledBy).count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
