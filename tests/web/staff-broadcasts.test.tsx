import type { BroadcastDetail, BroadcastPreview, BroadcastSummary } from '@gsk/core/api';
import { broadcastSmsText } from '@gsk/core/broadcasts/terms';
import type { Language } from '@gsk/core/i18n/language';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_POLL_MS } from '../../web/src/components/broadcasts';
import { broadcastSections } from '../../web/src/features/staff/broadcasts';
import { axeViolations, renderConsole } from '../support/render-staff';
import { json, mockApi, type ApiCall } from './payment-api-mock';
import { staffSession } from './staff-fixtures';

/*
 * The console's "Broadcasts" (issue 32, part W) in both languages: the composer's messages (core's
 * schema, translated) with focus on the first, the SMS counter at the GSM-7 and Unicode segment
 * boundaries with the opening and the stop words, the preview shown and set aside by a change,
 * the count that moved, the list's progress, one broadcast's polling that stops once it is sent,
 * and stopping one after a confirmation; axe clean.
 */

const copy = {
  bm: {
    heading: 'Siaran',
    compose: 'Tulis siaran',
    form: 'Siaran baharu',
    kind: /^Kepada siapa/,
    state: /^Negeri/,
    subjectBm: /^Subjek \(Bahasa Melayu\)/,
    subjectEng: /^Subjek \(Bahasa Inggeris\)/,
    bodyBm: /^Mesej \(Bahasa Melayu\)/,
    bodyEng: /^Mesej \(Bahasa Inggeris\)/,
    sms: 'SMS',
    preview: 'Pratonton',
    needSubject: 'Tulis subjeknya',
    needBody: 'Tulis mesejnya',
    needState: 'Pilih negeri',
    reaches: 'Akan sampai kepada 1234 orang',
    byLanguage: '1000 membaca Bahasa Melayu, 234 membaca Bahasa Inggeris.',
    leftOut: /^56 orang dalam segmen ini tidak akan menerimanya/,
    send: 'Hantar kepada 1234 orang',
    stale: 'Anda telah mengubah siaran ini. Pratonton semula sebelum menghantar.',
    confirmTitle: 'Hantar siaran ini?',
    confirm: 'Ya, hantar sekarang',
    changed:
      'Segmen telah berubah sejak pratonton: kini 1300 orang. Pratonton semula dan semak sebelum menghantar.',
    limited: 'Had siaran telah dicapai. Cuba lagi selepas 60 minit.',
    oneSegment: (units: number) => `${units} aksara, 1 segmen`,
    twoSegments: (units: number) => `${units} aksara, 2 segmen`,
    unicode: /^Unicode: huruf beraksen atau bukan Latin/,
    gsm7: /^GSM-7: 160 aksara/,
    finding: /^Mencari penerima…/,
    progress: '525 daripada 2000 selesai: 500 dihantar, 20 dilangkau, 5 gagal',
    sending: 'Sedang dihantar',
    sent: 'Selesai',
    stop: 'Hentikan',
    stopTitle: 'Hentikan siaran ini?',
    stopConfirm: 'Ya, hentikan',
    stopped: 'Siaran telah dihentikan.',
    cancelled: 'Dihentikan',
    segment: 'Ahli di Selangor',
    by: 'Nurul Huda (kakitangan)',
  },
  eng: {
    heading: 'Broadcasts',
    compose: 'Write a broadcast',
    form: 'New broadcast',
    kind: /^Who it is for/,
    state: /^State/,
    subjectBm: /^Subject \(Malay\)/,
    subjectEng: /^Subject \(English\)/,
    bodyBm: /^Message \(Malay\)/,
    bodyEng: /^Message \(English\)/,
    sms: 'SMS',
    preview: 'Preview',
    needSubject: 'Write the subject',
    needBody: 'Write the message',
    needState: 'Choose a state',
    reaches: 'Reaches 1234 people',
    byLanguage: '1000 read Malay, 234 read English.',
    leftOut: /^56 people of this segment will not receive it/,
    send: 'Send to 1234 people',
    stale: 'You changed this broadcast. Preview it again before sending.',
    confirmTitle: 'Send this broadcast?',
    confirm: 'Yes, send it now',
    changed:
      'The segment has changed since the preview: it is now 1300 people. Preview again and check before sending.',
    limited: 'The limit of broadcasts is reached. Try again in 60 minutes.',
    oneSegment: (units: number) => `${units} characters, 1 segments`,
    twoSegments: (units: number) => `${units} characters, 2 segments`,
    unicode: /^Unicode: an accented or non-Latin character/,
    gsm7: /^GSM-7: 160 characters/,
    finding: /^Finding recipients…/,
    progress: '525 of 2000 done: 500 sent, 20 skipped, 5 failed',
    sending: 'Sending',
    sent: 'Sent',
    stop: 'Stop sending',
    stopTitle: 'Stop this broadcast?',
    stopConfirm: 'Yes, stop it',
    stopped: 'The broadcast has been stopped.',
    cancelled: 'Stopped',
    segment: 'Members in Selangor',
    by: 'Nurul Huda (staff)',
  },
} as const;

const preview: BroadcastPreview = {
  recipients: 1234,
  byLanguage: { bm: 1000, eng: 234 },
  leftOut: 56,
  messages: {
    bm: {
      language: 'bm',
      subject: 'Gotong-royong Sabtu ini',
      text: 'Jom sertai kami.\n\nBerhenti menerima: https://example.org/unsubscribe?t=sample',
      html: '<p>Jom sertai kami.</p><p><a href="https://example.org/unsubscribe?t=sample">Berhenti menerima</a></p>',
    },
    eng: {
      language: 'eng',
      subject: 'Community clean-up this Saturday',
      text: 'Join us.',
      html: '<p>Join us.</p>',
    },
  },
};

const summary = (overrides: Partial<BroadcastSummary> = {}): BroadcastSummary => ({
  id: 'bc-1',
  channel: 'email',
  purpose: 'news',
  segment: { kind: 'area', state: '10' },
  title: 'Gotong-royong Sabtu ini',
  status: 'sending',
  createdAt: '2026-11-20T02:00:00.000Z',
  createdBy: { name: 'Nurul Huda', as: 'staff' },
  progress: { recipients: 2000, planned: true, sent: 500, skipped: 20, failed: 5 },
  ...overrides,
});

const detail = (overrides: Partial<BroadcastDetail> = {}): BroadcastDetail => ({
  ...summary(),
  words: {
    bm: { subject: 'Gotong-royong Sabtu ini', body: 'Jom sertai kami.' },
    eng: { subject: 'Community clean-up this Saturday', body: 'Join us.' },
  },
  ...overrides,
});

/** The staff's API with the choices the composer loads. */
const consoleApi = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/staff/session': () => json(staffSession),
    'GET /api/staff/events': () => json({ events: [] }),
    'GET /api/staff/campaigns': () => json({ campaigns: [] }),
    ...routes,
  });

/** Writes a valid email broadcast to the members of Selangor. */
async function writeEmail(user: ReturnType<typeof userEvent.setup>, text: (typeof copy)[Language]) {
  await user.selectOptions(screen.getByLabelText(text.state), '10');
  await user.type(screen.getByLabelText(text.subjectBm), 'Gotong-royong Sabtu ini');
  await user.type(screen.getByLabelText(text.bodyBm), 'Jom sertai kami.');
  await user.type(screen.getByLabelText(text.subjectEng), 'Community clean-up this Saturday');
  await user.type(screen.getByLabelText(text.bodyEng), 'Join us.');
}

/** The composer with SMS chosen: the body in the page's language, and the user typing. */
async function openSmsComposer(language: Language) {
  const text = copy[language];
  consoleApi();
  const user = userEvent.setup({ delay: null });
  renderConsole(broadcastSections, 'broadcasts/new', { language });
  await screen.findByRole('form', { name: text.form });
  await user.click(screen.getByRole('radio', { name: text.sms }));
  return { user, body: screen.getByLabelText(language === 'bm' ? text.bodyBm : text.bodyEng) };
}

/** Writes a valid email broadcast, previews it and asks to send it (the confirmation opens). */
async function previewThenSend(language: Language) {
  const text = copy[language];
  const user = userEvent.setup({ delay: null });
  renderConsole(broadcastSections, 'broadcasts/new', { language });
  await screen.findByRole('form', { name: text.form });
  await writeEmail(user, text);
  await user.click(screen.getByRole('button', { name: text.preview }));
  await user.click(await screen.findByRole('button', { name: text.send }));
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the broadcasts section in %s', (language) => {
  const text = copy[language];

  it('refuses an empty draft with its messages, focus on the first, and sends nothing', async () => {
    const { calls } = consoleApi();
    const user = userEvent.setup({ delay: null });
    renderConsole(broadcastSections, 'broadcasts/new', { language });
    const form = await screen.findByRole('form', { name: text.form });
    await user.click(within(form).getByRole('button', { name: text.preview }));
    const state = screen.getByLabelText(text.state);
    await waitFor(() => expect(state).toHaveFocus());
    expect(state).toHaveAccessibleDescription(text.needState);
    expect(screen.getByLabelText(text.subjectBm)).toHaveAccessibleDescription(text.needSubject);
    expect(screen.getByLabelText(text.bodyEng)).toHaveAccessibleDescription(
      expect.stringContaining(text.needBody),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('counts an SMS as sent: 160 GSM-7 characters one segment, 161 two', async () => {
    const { user, body } = await openSmsComposer(language);
    // The opening and the stop words count: the body fills what they leave.
    const overhead = broadcastSmsText('a', language).length - 1;
    const fits = 'a'.repeat(160 - overhead);
    await user.click(body);
    await user.paste(fits);
    expect(screen.getByText(text.oneSegment(160))).toBeVisible();
    expect(screen.getByText(broadcastSmsText(fits, language))).toBeVisible();
    expect(screen.getAllByText(text.gsm7)[0]).toBeVisible();
    await user.type(body, 'a');
    expect(screen.getByText(text.twoSegments(161))).toBeVisible();
    expect(screen.getByText(broadcastSmsText(`${fits}a`, language))).toHaveTextContent(
      language === 'bm'
        ? /^RM0 Gerakan Sektor Ketiga: .* Balas STOP untuk berhenti\.$/
        : /Reply STOP to stop these texts\.$/,
    );
  });

  it('counts an accented SMS as Unicode: 70 characters one segment, 71 two', async () => {
    const { user, body } = await openSmsComposer(language);
    const overhead = broadcastSmsText('a', language).length - 1;
    // One "ê" (not in GSM-7's alphabet) makes the whole text Unicode.
    const fits = `ê${'a'.repeat(70 - overhead - 1)}`;
    await user.click(body);
    await user.paste(fits);
    expect(screen.getByText(text.oneSegment(70))).toBeVisible();
    expect(screen.getByText(text.unicode)).toBeVisible();
    await user.type(body, 'a');
    expect(screen.getByText(text.twoSegments(71))).toBeVisible();
  });

  it('previews who it reaches and both messages, and sets the preview aside on a change', async () => {
    const { calls } = consoleApi({
      'POST /api/staff/broadcasts/preview': () => json(preview),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole(broadcastSections, 'broadcasts/new', { language });
    await screen.findByRole('form', { name: text.form });
    await writeEmail(user, text);
    await user.click(screen.getByRole('button', { name: text.preview }));
    expect(await screen.findByText(text.reaches)).toBeVisible();
    expect(screen.getByText(new RegExp(text.byLanguage.replace(/[.()]/g, '\\$&')))).toBeVisible();
    expect(screen.getByText(text.leftOut)).toBeVisible();
    // Each language's email as sent: its subject and its text part, the link to stop them in it.
    const asSent = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'PRE' && element.textContent === text;
    expect(screen.getByText(asSent(preview.messages.bm.text))).toBeVisible();
    expect(screen.getByText(asSent(preview.messages.eng.text))).toBeVisible();
    expect(screen.getByText('Community clean-up this Saturday')).toBeVisible();
    const sent = calls.find((call) => call.path === '/api/staff/broadcasts/preview');
    expect(sent?.body).toEqual({
      channel: 'email',
      purpose: 'news',
      segment: { kind: 'area', state: '10', parliament: '' },
      words: {
        bm: { subject: 'Gotong-royong Sabtu ini', body: 'Jom sertai kami.' },
        eng: { subject: 'Community clean-up this Saturday', body: 'Join us.' },
      },
    });
    expect(screen.getByRole('button', { name: text.send })).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    await user.type(screen.getByLabelText(text.bodyEng), '!');
    expect(screen.queryByRole('button', { name: text.send })).toBeNull();
    expect(screen.queryByText(text.reaches)).toBeNull();
    expect(screen.getByText(text.stale)).toBeVisible();
  });

  it('sends after a confirmation with the count it showed; a count that moved asks for a new preview', async () => {
    const { calls } = consoleApi({
      'POST /api/staff/broadcasts/preview': () => json(preview),
      'POST /api/staff/broadcasts': () =>
        json({ error: { code: 'broadcast_count_changed', recipients: 1300 } }, 409),
    });
    const user = await previewThenSend(language);
    const dialog = screen.getByRole('dialog', { name: text.confirmTitle });
    expect(within(dialog).getByText(/1234/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.changed)).toBeVisible();
    expect(screen.queryByRole('button', { name: text.send })).toBeNull();
    const send = calls.find((call: ApiCall) => call.path === '/api/staff/broadcasts');
    expect(send?.body).toMatchObject({ expectedRecipients: '1234', channel: 'email' });
  });

  it('says when the limit lifts (429 with Retry-After)', async () => {
    consoleApi({
      'POST /api/staff/broadcasts/preview': () => json(preview),
      'POST /api/staff/broadcasts': () =>
        new Response(JSON.stringify({ error: { code: 'too_many_requests' } }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'Retry-After': '3600' },
        }),
    });
    const user = await previewThenSend(language);
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.limited)).toBeVisible();
  });

  it('lists broadcasts newest first with their progress, finding recipients until planned', async () => {
    consoleApi({
      'GET /api/staff/broadcasts': () =>
        json([
          summary(),
          summary({
            id: 'bc-2',
            title: 'Banjir: bantuan diperlukan',
            status: 'planning',
            createdAt: '2026-11-21T02:00:00.000Z',
            progress: { recipients: 300, planned: false, sent: 0, skipped: 0, failed: 0 },
          }),
        ]),
    });
    renderConsole(broadcastSections, 'broadcasts', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      'Banjir: bantuan diperlukan',
    );
    expect(within(cards[0] as HTMLElement).getByText(text.finding)).toBeVisible();
    const bar = within(cards[1] as HTMLElement).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', text.progress);
    expect(bar).toHaveAttribute('value', '525');
    expect(bar).toHaveAttribute('max', '2000');
    expect(within(cards[1] as HTMLElement).getByText(text.segment)).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText(text.by)).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `${language === 'eng' ? '/en' : ''}/staff/broadcasts/bc-1`,
    );
    expect(screen.getByRole('link', { name: text.compose })).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('asks again while it goes out, and no longer once it is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const answers = [
      detail(),
      detail({ status: 'sent', progress: { ...detail().progress, sent: 1975 } }),
    ];
    const { calls } = consoleApi({
      'GET /api/staff/broadcasts/bc-1': () => json(answers.shift() ?? detail({ status: 'sent' })),
    });
    renderConsole(broadcastSections, 'broadcasts/bc-1', { language });
    expect(await screen.findByText(text.sending)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(BROADCAST_POLL_MS));
    expect(await screen.findByText(text.sent)).toBeVisible();
    const asked = () => calls.filter((call) => call.path === '/api/staff/broadcasts/bc-1').length;
    expect(asked()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(BROADCAST_POLL_MS * 3));
    expect(asked()).toBe(2);
    expect(screen.queryByRole('button', { name: text.stop })).toBeNull();
  });

  it('stops a broadcast after a confirmation', async () => {
    const { calls } = consoleApi({
      'GET /api/staff/broadcasts/bc-1': () => json(detail()),
      'POST /api/staff/broadcasts/bc-1/cancel': () =>
        json(detail({ status: 'cancelled', cancelledAt: '2026-11-20T03:00:00.000Z' })),
    });
    const user = userEvent.setup({ delay: null });
    renderConsole(broadcastSections, 'broadcasts/bc-1', { language });
    await user.click(await screen.findByRole('button', { name: text.stop }));
    const dialog = screen.getByRole('dialog', { name: text.stopTitle });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.stopConfirm }));
    expect(await screen.findByText(text.stopped)).toBeVisible();
    expect(screen.getAllByText(text.cancelled)[0]).toBeVisible();
    expect(screen.queryByRole('button', { name: text.stop })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/broadcasts/bc-1/cancel',
    ]);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });
});
