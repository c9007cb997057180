import type { StaffMessage, StaffMessageHandledBody, StaffMessagePage } from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peopleSections } from '../../web/src/features/staff/people';
import { axeViolations, renderConsole } from '../support/render-staff';
import { json, mockApi } from './payment-api-mock';

const message = (overrides: Partial<StaffMessage>): StaffMessage => ({
  messageId: 'msg-1',
  createdAt: '2026-11-23T06:15:00.000Z',
  name: 'Nurul Izzah',
  email: 'nurul@example.com',
  phone: '019-876 5432',
  message: 'Bagaimana saya boleh menjadi sukarelawan?\nSaya tinggal di Shah Alam.',
  language: 'bm',
  ...overrides,
});

const nurul = message({});
const tan = message({
  messageId: 'msg-2',
  name: 'Tan Wei Ming',
  email: 'tan@example.com',
  phone: undefined,
  message: 'Can my company sponsor an event?',
  language: 'eng',
});
const older = message({ messageId: 'msg-3', name: 'Kavitha Devi', email: 'kavitha@example.com' });
const handledOne = message({
  messageId: 'msg-9',
  name: 'Hafiz Othman',
  email: 'hafiz@example.com',
  handledAt: '2026-11-22T03:00:00.000Z',
  handledBy: { memberId: 'staff-1', name: 'Siti Hajar' },
});

const page = (messages: StaffMessage[], nextCursor?: string): StaffMessagePage => ({
  messages,
  ...(nextCursor ? { nextCursor } : {}),
});

const copy = {
  bm: {
    heading: 'Mesej hubungan',
    showHandled: 'Tunjukkan mesej yang telah diuruskan',
    email: 'Emel',
    phone: 'Nombor telefon',
    none: 'Tiada',
    language: 'Bahasa',
    malay: 'Bahasa Melayu',
    english: 'Bahasa Inggeris',
    received: 'Diterima pada',
    markHandled: 'Tandakan sudah diuruskan',
    reopen: 'Buka semula',
    marked: 'Mesej daripada Nurul Izzah ditandakan sudah diuruskan.',
    reopened: 'Mesej daripada Hafiz Othman dibuka semula.',
    handledBy: `Diuruskan oleh Siti Hajar pada ${malaysianDateTime('2026-11-22T03:00:00.000Z', 'bm')}`,
    loadMore: 'Muat lagi',
    emptyHandled: 'Tiada mesej yang telah diuruskan.',
    notFound: 'Mesej ini tidak ditemui.',
  },
  eng: {
    heading: 'Contact messages',
    showHandled: 'Show handled messages',
    email: 'Email',
    phone: 'Phone number',
    none: 'None',
    language: 'Language',
    malay: 'Malay',
    english: 'English',
    received: 'Received',
    markHandled: 'Mark handled',
    reopen: 'Reopen',
    marked: 'The message from Nurul Izzah is marked handled.',
    reopened: 'The message from Hafiz Othman is open again.',
    handledBy: `Handled by Siti Hajar on ${malaysianDateTime('2026-11-22T03:00:00.000Z', 'eng')}`,
    loadMore: 'Load more',
    emptyHandled: 'No handled messages.',
    notFound: 'This message was not found.',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the contact messages page in %s', (language) => {
  const text = copy[language];

  it('lists unhandled messages, marks one handled, and reopens a handled one', async () => {
    const bodies: [string, StaffMessageHandledBody][] = [];
    const api = mockApi({
      'GET /api/staff/messages?handled=false': () => json(page([nurul, tan], 'next-open')),
      'GET /api/staff/messages?handled=false&cursor=next-open': () => json(page([older])),
      'GET /api/staff/messages?handled=true': () => json(page([handledOne])),
      'POST /api/staff/messages/msg-1/handled': (call) => {
        bodies.push(['msg-1', call.body as StaffMessageHandledBody]);
        return json({
          ...nurul,
          handledAt: '2026-11-24T02:00:00.000Z',
          handledBy: { memberId: 'staff-2', name: 'Farid Ismail' },
        });
      },
      'POST /api/staff/messages/msg-9/handled': (call) => {
        bodies.push(['msg-9', call.body as StaffMessageHandledBody]);
        return json({ ...handledOne, handledAt: undefined, handledBy: undefined });
      },
    });
    renderConsole(peopleSections, 'messages', { language });

    expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const card = (await screen.findByRole('article', { name: nurul.name })) as HTMLElement;
    const fact = (scope: HTMLElement, label: string) =>
      within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(card).getByRole('link', { name: nurul.email })).toHaveAttribute(
      'href',
      `mailto:${nurul.email}`,
    );
    expect(fact(card, text.phone)).toBe('019-876 5432');
    expect(fact(card, text.language)).toBe(text.malay);
    expect(fact(card, text.received)).toBe(malaysianDateTime(nurul.createdAt, language));
    expect(within(card).getByText(/Saya tinggal di Shah Alam\./)).toBeVisible();
    const tanCard = screen.getByRole('article', { name: tan.name });
    expect(fact(tanCard, text.phone)).toBe(text.none);
    expect(fact(tanCard, text.language)).toBe(text.english);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await screen.findByRole('article', { name: older.name })).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: text.markHandled }));
    expect(await screen.findByText(text.marked)).toBeVisible();
    expect(screen.queryByRole('article', { name: nurul.name })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('checkbox', { name: text.showHandled }));
    const handledCard = await screen.findByRole('article', { name: handledOne.name });
    expect(within(handledCard).getByText(text.handledBy)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(within(handledCard).getByRole('button', { name: text.reopen }));
    expect(await screen.findByText(text.reopened)).toBeVisible();
    expect(await screen.findByText(text.emptyHandled)).toBeVisible();

    expect(bodies).toEqual([
      ['msg-1', { handled: true }],
      ['msg-9', { handled: false }],
    ]);
    expect(api.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toContain(
      '/api/staff/messages?handled=true',
    );
  });

  it('keeps a message whose change failed, with the reason', async () => {
    mockApi({
      'GET /api/staff/messages?handled=false': () => json(page([nurul])),
      'POST /api/staff/messages/msg-1/handled': () =>
        json({ error: { code: 'message_not_found' } }, 404),
    });
    renderConsole(peopleSections, 'messages', { language });
    const card = await screen.findByRole('article', { name: nurul.name });
    await userEvent.click(within(card).getByRole('button', { name: text.markHandled }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(text.notFound));
    expect(within(card).getByRole('button', { name: text.markHandled })).toBeEnabled();
  });
});
