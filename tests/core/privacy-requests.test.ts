import {
  daysLeft,
  dueDay,
  isDueSoon,
  isOverdue,
  privacyRequestActionSchema,
  privacyRequestStartSchema,
} from '@gsk/core/privacy/requests';
import { describe, expect, it } from 'vitest';
import { messagesOf } from './validate';

/*
 * Core's rules of requests about personal data (docs/privacy.md, "Requests"): the 21 days on
 * Malaysia's calendar, what is overdue and due soon, and the schemas' refusals.
 */

describe('the 21-day clock', () => {
  it('counts 21 days from the day received in Malaysia, not in UTC', () => {
    // 1 a.m. on 28 November in Kuala Lumpur is still 27 November in UTC.
    expect(dueDay('2026-11-27T17:00:00.000Z')).toBe('2026-12-19');
    expect(dueDay('2026-11-27T15:59:59.000Z')).toBe('2026-12-18');
    expect(dueDay('2026-12-20T02:00:00.000Z', 14)).toBe('2027-01-24');
  });

  it('is overdue only when still open after its due day, and due soon within 3 days', () => {
    const open = { status: 'in-progress' as const, dueDay: '2026-12-18' };
    expect(daysLeft(open.dueDay, '2026-12-18')).toBe(0);
    expect(isOverdue(open, '2026-12-18')).toBe(false);
    expect(isOverdue(open, '2026-12-19')).toBe(true);
    expect(isOverdue({ ...open, status: 'completed' }, '2027-01-19')).toBe(false);
    expect(isDueSoon(open, '2026-12-15')).toBe(true);
    expect(isDueSoon(open, '2026-12-14')).toBe(false);
    expect(isDueSoon(open, '2026-12-19')).toBe(false);
  });
});

describe('the request schemas', () => {
  const request = {
    kind: 'access',
    name: 'Siti Khadijah',
    contactBy: 'email',
    email: 'siti@example.com',
    mobile: 'anything',
    language: 'eng',
  };

  it('keeps only the channel chosen and asks details of a correction', async () => {
    expect(await privacyRequestStartSchema.validate(request)).not.toHaveProperty('mobile');
    expect(messagesOf(privacyRequestStartSchema, { ...request, kind: 'correction' })).toEqual({
      details: 'privacyRequest.details.required',
    });
    expect(
      messagesOf(privacyRequestStartSchema, { ...request, contactBy: 'mobile', mobile: '' }),
    ).toEqual({ mobile: 'account.mobile.required' });
  });

  it('asks an outcome to complete and a reason to refuse or extend, nothing to start', async () => {
    expect(messagesOf(privacyRequestActionSchema, { action: 'complete' })).toEqual({
      note: 'privacyRequest.outcome.required',
    });
    expect(messagesOf(privacyRequestActionSchema, { action: 'refuse' })).toEqual({
      note: 'privacyRequest.reason.required',
    });
    expect(messagesOf(privacyRequestActionSchema, { action: 'extend' })).toEqual({
      note: 'privacyRequest.reason.required',
    });
    expect(messagesOf(privacyRequestActionSchema, { action: 'start' })).toEqual({});
    expect(messagesOf(privacyRequestActionSchema, { action: 'erase' })).toEqual({
      action: 'privacyRequest.action.invalid',
    });
  });
});
