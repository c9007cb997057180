import type { BroadcastDetail, CoordinatorSelf, MemberProfile } from '@gsk/core/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../web/src/lib/session';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';

/*
 * A coordinator's broadcasts (issue 32, part W), in both languages: the one composer in its
 * coordinator's mode offers their own areas only (and a skill within one of them), previews
 * through the coordinator's routes, and their broadcast's page shows its progress without the
 * staff's "stop". Axe clean.
 */

const coordinator: MemberProfile = {
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
  coordinator: true,
};

const self: CoordinatorSelf = {
  areas: [
    { state: '10', parliament: '' },
    { state: '14', parliament: 'P.117' },
  ],
  trusted: false,
};

const broadcast: BroadcastDetail = {
  id: 'bc-9',
  channel: 'sms',
  purpose: 'news',
  segment: { kind: 'skill', state: '14', parliament: 'P.117', skill: 'driving' },
  title: 'Pemandu diperlukan Sabtu ini',
  status: 'sending',
  createdAt: '2026-11-20T02:00:00.000Z',
  createdBy: { name: 'Rahman bin Yusof', as: 'coordinator' },
  progress: { recipients: 40, planned: true, sent: 10, skipped: 0, failed: 0 },
  words: {
    bm: { body: 'Pemandu diperlukan Sabtu ini.' },
    eng: { body: 'Drivers needed this Saturday.' },
  },
  smsSegments: 80,
};

const copy = {
  bm: {
    nav: 'Siaran',
    heading: 'Siaran kawasan anda',
    write: 'Tulis siaran',
    area: /^Kawasan/,
    kind: /^Kepada siapa/,
    areas: ['Pilih kawasan anda', 'Selangor', 'P.117 Segambut, W.P. Kuala Lumpur'],
    kinds: ['Ahli sebuah negeri atau kerusi', 'Sukarelawan dengan satu kemahiran'],
    form: 'Siaran baharu',
    stop: 'Hentikan',
    segment: 'Sukarelawan Memandu di P.117 Segambut, W.P. Kuala Lumpur',
  },
  eng: {
    nav: 'Broadcasts',
    heading: 'Broadcasts to your areas',
    write: 'Write a broadcast',
    area: /^Area/,
    kind: /^Who it is for/,
    areas: ['Choose one of your areas', 'Selangor', 'P.117 Segambut, W.P. Kuala Lumpur'],
    kinds: ['Members of a state or seat', 'Volunteers with a skill'],
    form: 'New broadcast',
    stop: 'Stop sending',
    segment: 'Volunteers for Driving in P.117 Segambut, W.P. Kuala Lumpur',
  },
} as const;

const coordinatorApi = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/account/me': () => json(coordinator),
    'GET /api/coordinator': () => json(self),
    'GET /api/coordinator/volunteers': () => json({ volunteers: [] }),
    'GET /api/coordinator/activities': () => json({ activities: [] }),
    'GET /api/coordinator/broadcasts': () => json([broadcast]),
    [`GET /api/coordinator/broadcasts/${broadcast.id}`]: () => json(broadcast),
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

describe.each(['bm', 'eng'] as const)('a coordinator’s broadcasts in %s', (language) => {
  const text = copy[language];

  it('opens from the section, lists theirs, and composes for their own areas only', async () => {
    const { calls } = coordinatorApi({
      'POST /api/coordinator/broadcasts/preview': () =>
        json({
          recipients: 12,
          byLanguage: { bm: 10, eng: 2 },
          leftOut: 3,
          messages: {
            bm: { language: 'bm', subject: 'Subjek', text: 'Teks', html: '<p>Teks</p>' },
            eng: { language: 'eng', subject: 'Subject', text: 'Text', html: '<p>Text</p>' },
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/coordinator', { language });
    await user.click(await screen.findByRole('link', { name: text.nav }));
    expect(router.state.location.search).toBe('?broadcasts');
    expect(await screen.findByRole('heading', { level: 2, name: text.heading })).toBeVisible();
    expect(await screen.findByText(text.segment)).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    await user.click(screen.getByRole('link', { name: text.write }));
    const form = await screen.findByRole('form', { name: text.form });
    const area = within(form).getByLabelText(text.area);
    expect(
      within(area)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(text.areas);
    // Their first area is chosen to begin with.
    expect(area).toHaveValue('10#');
    const kind = within(form).getByLabelText(text.kind);
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(text.kinds);
    await user.selectOptions(area, '14#P.117');
    for (const field of within(form).getAllByRole('textbox')) await user.type(field, 'Jom!');
    await user.click(within(form).getByRole('button', { name: /^(Pratonton|Preview)$/ }));
    await screen.findByText(/^(Akan sampai kepada|Reaches) 12 /);
    const preview = calls.find((call) => call.path === '/api/coordinator/broadcasts/preview');
    expect(preview?.body).toMatchObject({
      segment: { kind: 'area', state: '14', parliament: 'P.117' },
    });
    expect(calls.some((call) => call.path.startsWith('/api/staff/'))).toBe(false);
  });

  it('links the section to them', async () => {
    coordinatorApi();
    renderApp('/coordinator', { language });
    expect(await screen.findByRole('link', { name: text.nav })).toHaveAttribute(
      'href',
      `${language === 'eng' ? '/en' : ''}/coordinator?broadcasts`,
    );
  });

  it('shows their broadcast’s progress, with no way to stop it', async () => {
    coordinatorApi();
    renderApp(`/coordinator?broadcast=${broadcast.id}`, { language });
    expect(await screen.findByText(text.segment)).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '10');
    expect(screen.queryByRole('button', { name: text.stop })).toBeNull();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });
});
