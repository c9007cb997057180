import type { StaffPrivacyRequest, StaffPrivacyRequestRow } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneySections } from '../../web/src/features/staff/console-sections';
import { privacySections } from '../../web/src/features/staff/privacy';
import { axeViolations, renderConsole } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';
import { dashboard } from './staff-fixtures';

/*
 * The console's "Data requests" (issue 32, part C4) in both languages: the queue soonest due
 * first with days left or overdue (in red), a request with its history and actions (a missing
 * outcome said under its field and not sent; the API's answer shown), and the dashboard's card
 * with overdue requests first; axe clean.
 */

const row = (overrides: Partial<StaffPrivacyRequestRow>): StaffPrivacyRequestRow => ({
  reference: 'PD-WXYZ2345',
  kind: 'deletion',
  status: 'received',
  name: 'Ahmad Zaki',
  contactBy: 'email',
  contact: 'ahmad@example.com',
  language: 'eng',
  receivedAt: '2026-11-01T02:00:00.000Z',
  dueDay: '2026-11-22',
  daysLeft: -2,
  overdue: true,
  extended: false,
  ...overrides,
});

const late = row({});
const soon = row({
  reference: 'PD-ABCD6789',
  kind: 'correction',
  status: 'in-progress',
  name: 'Siti Khadijah',
  dueDay: '2026-11-26',
  daysLeft: 2,
  overdue: false,
});

const detail = (overrides: Partial<StaffPrivacyRequest> = {}): StaffPrivacyRequest => ({
  ...soon,
  details: 'Alamat saya telah berubah.',
  history: [{ at: soon.receivedAt, action: 'received', status: 'received', dueDay: soon.dueDay }],
  actions: ['note', 'complete', 'refuse', 'extend'],
  ...overrides,
});

const copy = {
  bm: {
    heading: 'Permintaan data',
    overdue: 'Lewat 2 hari',
    left: '2 hari lagi',
    deletion: 'Pemadaman',
    request: 'Permintaan PD-ABCD6789',
    action: 'Pilih tindakan',
    complete: 'Tandakan selesai',
    outcome: /^Apa yang telah dilakukan/,
    save: 'Simpan tindakan',
    needOutcome: 'Nyatakan apa yang telah dilakukan: apa yang diberi, dibetulkan atau dipadam',
    saved: 'Tindakan disimpan.',
    completed: 'Selesai',
    warning:
      '1 permintaan telah melepasi tarikh akhir 21 hari. Jawab segera: notis privasi kita menjanjikannya.',
    card: 'Permintaan data peribadi',
  },
  eng: {
    heading: 'Data requests',
    overdue: '2 days overdue',
    left: '2 days left',
    deletion: 'Deletion',
    request: 'Request PD-ABCD6789',
    action: 'Choose an action',
    complete: 'Mark completed',
    outcome: /^What was done/,
    save: 'Save action',
    needOutcome: 'Say what was done: what was given, corrected or deleted',
    saved: 'Action saved.',
    completed: 'Completed',
    warning:
      '1 request is past its 21-day due date. Answer it now: our privacy notice promises it.',
    card: 'Personal data requests',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the data requests section in %s', (language) => {
  const text = copy[language];

  it('lists open requests soonest due first, overdue ones marked', async () => {
    mockApi({
      'GET /api/staff/privacy/requests?status=open': () => json({ requests: [late, soon] }),
    });
    renderConsole(privacySections, 'privacy/requests', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const rows = await screen.findAllByRole('row');
    // The header, then the late one, then the one due soon.
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: late.reference }),
    ).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText(text.overdue).tagName).toBe('STRONG');
    expect(within(rows[1] as HTMLElement).getByText(text.deletion)).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText(text.left)).toBeVisible();
    expect(
      within(rows[2] as HTMLElement).getByText(malaysianLongDate(soon.dueDay, language)),
    ).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('shows a request, refuses a completion without its outcome, then completes it', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/staff/privacy/requests/PD-ABCD6789': () => json(detail()),
      'POST /api/staff/privacy/requests/PD-ABCD6789/action': (call) => {
        bodies.push(call.body);
        return json(
          detail({
            status: 'completed',
            actions: ['note'],
            history: [
              ...detail().history,
              {
                at: '2026-11-24T03:00:00.000Z',
                action: 'complete',
                status: 'completed',
                by: { memberId: 'staff-1', name: 'Farid Ismail' },
                note: 'Alamat dibetulkan.',
              },
            ],
          }),
        );
      },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole(privacySections, 'privacy/requests/PD-ABCD6789', { language });
    expect(await screen.findByRole('heading', { level: 1, name: text.request })).toBeVisible();
    expect(await screen.findByText('Alamat saya telah berubah.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText(text.action), text.complete);
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.needOutcome)).toBeVisible();
    expect(screen.getByLabelText(text.outcome)).toHaveFocus();
    expect(bodies).toEqual([]);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);

    await user.type(screen.getByLabelText(text.outcome), 'Alamat dibetulkan.');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(/Farid Ismail/)).toBeVisible();
    expect(await screen.findByText(text.saved)).toBeVisible();
    expect(screen.getAllByText(text.completed).length).toBeGreaterThan(0);
    expect(bodies).toEqual([{ action: 'complete', note: 'Alamat dibetulkan.' }]);
  });

  it('puts overdue requests first on the dashboard', async () => {
    mockApi({
      'GET /api/staff/dashboard': () => json(dashboard),
    });
    renderConsole(moneySections, '', { language });
    const warning = await screen.findByText(text.warning);
    const card = warning.closest('section') as HTMLElement;
    expect(within(card).getByRole('heading', { name: text.card })).toBeVisible();
    // Before the money: the first panel of the page.
    expect(document.querySelector('main .staff-panel')).toBe(card);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });
});
