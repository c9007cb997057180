import { randomUUID } from 'node:crypto';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { StaffMessage } from '@gsk/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from './application-client';
import { memberCall } from './member-client';
import { staffConsole } from './staff-console-client';
import type { StaffConsole } from './staff-console-client';
import { stackUrls } from '../support/stack-setup';

/*
 * Contact messages in the staff console (issue 18): messages sent through the public contact
 * route, listed unhandled, marked handled (with who and when) and reopened, each recorded in the
 * audit trail; bad input is refused and changes nothing. Each call comes from its own loopback
 * address (127.36.100 and up; the applications' file has the lower blocks).
 */

const urls = await stackUrls();

let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.36.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

let staff: StaffConsole;
const list = apiPath(apiPaths.staffMessages);
const handledPath = (id: string) => apiPath(apiPaths.staffMessageHandled, { id });

/** A message through the public contact route; answers its id and what was sent. */
const sendMessage = async () => {
  const marker = randomUUID();
  const sent = {
    name: 'Farid bin Osman',
    email: `farid-${marker}@example.com`,
    phone: uniquePhone(),
    message: `Boleh saya jadi sukarelawan di Kesum? ${marker}`,
    language: 'bm',
  };
  const answer = await memberCall(urls, apiPath(apiPaths.contact), nextClient(), { body: sent });
  expect(answer.status, answer.text).toBe(201);
  return { id: (answer.json as { id: string }).id, sent };
};

/** The message in a list (every page, until found), or undefined. */
const listed = async (id: string, handled?: 'true' | 'false') =>
  (
    await staff.walk<StaffMessage>(list, 'messages', handled ? { handled } : {}, (messages) =>
      messages.some((message) => message.messageId === id),
    )
  ).rows.find((message) => message.messageId === id);

const mark = async (id: string, handled: boolean) => {
  const answer = await staff.post(handledPath(id), { handled });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as StaffMessage;
};

beforeAll(async () => {
  staff = await staffConsole(urls, nextClient);
}, 60_000);

describe('contact messages for staff', () => {
  it('lists a new message as unhandled, newest first', async () => {
    const older = await sendMessage();
    const { id, sent } = await sendMessage();
    expect(await listed(id)).toEqual({
      messageId: id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: sent.name,
      email: sent.email,
      phone: sent.phone,
      message: sent.message,
      language: 'bm',
    } satisfies StaffMessage);
    expect(await listed(id, 'true')).toBeUndefined();
    const { rows } = await staff.walk<StaffMessage>(list, 'messages', { handled: 'false' }, (all) =>
      all.some((message) => message.messageId === older.id),
    );
    const ids = rows.map((message) => message.messageId);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older.id));
    const created = rows.map((message) => message.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('marks a message handled by whom and when, keeps the first mark, and reopens it, each recorded', async () => {
    const { id } = await sendMessage();
    const handled = await mark(id, true);
    expect(handled).toMatchObject({
      messageId: id,
      handledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      handledBy: { memberId: staff.memberId, name: staff.name },
    });
    expect(await listed(id, 'false')).toBeUndefined();
    expect(await listed(id, 'true')).toEqual(handled);
    expect(await mark(id, true)).toEqual(handled);
    expect(await staff.auditEntry('message.handled', id)).toMatchObject({
      actor: { memberId: staff.memberId },
      subject: { type: 'message', id, name: handled.name },
    });

    const reopened = await mark(id, false);
    expect(reopened).not.toHaveProperty('handledAt');
    expect(reopened).not.toHaveProperty('handledBy');
    expect(await listed(id, 'true')).toBeUndefined();
    expect(await listed(id)).toEqual(reopened);
    expect(await staff.auditEntry('message.reopened', id)).toBeDefined();
  });

  it('refuses bad input with 400 and its key, and an unknown message with 404, changing nothing', async () => {
    const { id } = await sendMessage();
    for (const [body, key] of [
      [{}, 'staff.message.handled.required'],
      [{ handled: 'yes' }, 'staff.message.handled.invalid'],
      [{ handled: 1 }, 'staff.message.handled.invalid'],
      [{ handled: null }, undefined],
    ] as const) {
      const answer = await staff.post(handledPath(id), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const { error } = answer.json as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe('validation');
      if (key) expect(error.fields).toEqual({ handled: key });
      else expect(error.fields).toHaveProperty('handled');
    }
    expect(await listed(id)).toBeDefined();
    const badQuery = await staff.get(list, { handled: 'maybe' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.json).toEqual({
      error: { code: 'validation', fields: { handled: 'staff.message.handled.invalid' } },
    });
    const badCursor = await staff.get(list, { cursor: 'nonsense' });
    expect(badCursor.status).toBe(400);
    for (const unknown of [randomUUID(), 'some-id']) {
      const answer = await staff.post(handledPath(unknown), { handled: true });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: { code: 'message_not_found' } });
    }
    expect(await staff.auditEntry('message.handled', id)).toBeUndefined();
  });
});
