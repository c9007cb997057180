import type { UnsubscribeState } from '@gsk/core/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { json, mockApi } from './payment-api-mock';
import { axeViolations } from '../support/render-staff';
import { apiError } from './staff-fixtures';

/*
 * /unsubscribe?t= and /en/unsubscribe?t= (issue 32, broadcasts): the page a broadcast email's
 * visible link opens, without a session. It says what the token stops, stops it on one press and
 * says so, with the way to change any choice again; a consent already withdrawn, an invalid or
 * cut token and a missing one each say so plainly. Both languages, axe clean.
 */

const token = 'bWVtYmVyLTE.c2lnbmF0dXJl';
const stateUrl = `/api/unsubscribe?t=${token}`;
const news: UnsubscribeState = { channel: 'email', purpose: 'news', given: true };

const copy = {
  bm: {
    title: 'Berhenti menerima | Gerakan Sektor Ketiga',
    heading: 'Berhenti menerima mesej kami',
    what: 'Emel berita dan rayuan daripada Gerakan Sektor Ketiga',
    stop: 'Berhenti menerima',
    done: 'Anda tidak akan menerimanya lagi',
    onItsWay: /Mesej yang sudah dalam perjalanan mungkin masih sampai/,
    already: 'Anda sudah berhenti menerimanya',
    invalid: 'Pautan ini tidak sah',
    privacy: 'Halaman privasi saya',
    privacyPath: '/profile/privacy',
    request: 'Borang permintaan data peribadi',
    requestPath: '/privacy-request',
  },
  eng: {
    title: 'Stop these messages | Gerakan Sektor Ketiga',
    heading: 'Stop receiving our messages',
    what: 'News and appeal emails from Gerakan Sektor Ketiga',
    stop: 'Stop these emails',
    done: 'You will not receive them any more',
    onItsWay: /A message already on its way may still arrive shortly/,
    already: 'You have already stopped them',
    invalid: 'This link is not valid',
    privacy: 'My privacy page',
    privacyPath: '/en/profile/privacy',
    request: 'Personal data request form',
    requestPath: '/en/privacy-request',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['bm', 'eng'] as const)('the unsubscribe page in %s', (language) => {
  const text = copy[language];

  it('says what the link stops, stops it on one press, and says how to change it again', async () => {
    const { calls } = mockApi({
      [`GET ${stateUrl}`]: () => json(news),
      [`POST ${stateUrl}`]: () => json({ ...news, given: false }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/unsubscribe?t=${token}`, { language });
    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    expect(await screen.findByText(text.what)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(text.title));
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    // Nothing is stopped by opening the page: a mail scanner following the link stops nothing.
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    await user.click(screen.getByRole('button', { name: text.stop }));
    expect(await screen.findByRole('heading', { name: text.done })).toBeVisible();
    expect(screen.getByText(text.onItsWay)).toBeVisible();
    expect(screen.getByRole('link', { name: text.privacy })).toHaveAttribute(
      'href',
      text.privacyPath,
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${stateUrl}`,
      `POST ${stateUrl}`,
    ]);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('says so when the messages are stopped already', async () => {
    const { calls } = mockApi({ [`GET ${stateUrl}`]: () => json({ ...news, given: false }) });
    renderApp(`/unsubscribe?t=${token}`, { language });
    expect(await screen.findByRole('heading', { name: text.already })).toBeVisible();
    expect(screen.queryByRole('button', { name: text.stop })).toBeNull();
    expect(screen.getByRole('link', { name: text.privacy })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('an invalid or cut token: a clear message and the other ways to stop messages', async () => {
    mockApi({ [`GET /api/unsubscribe?t=cut`]: () => apiError(400, 'unsubscribe_invalid') });
    renderApp('/unsubscribe?t=cut', { language });
    expect(await screen.findByRole('heading', { name: text.invalid })).toBeVisible();
    expect(screen.getByRole('link', { name: text.privacy })).toHaveAttribute(
      'href',
      text.privacyPath,
    );
    expect(screen.getByRole('link', { name: text.request })).toHaveAttribute(
      'href',
      text.requestPath,
    );
    expect(screen.queryByRole('button', { name: text.stop })).toBeNull();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('no token at all: the same message, without asking the API', async () => {
    const { calls } = mockApi({});
    renderApp('/unsubscribe', { language });
    expect(await screen.findByRole('heading', { name: text.invalid })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
