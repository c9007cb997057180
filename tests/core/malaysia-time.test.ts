import { describe, expect, it } from 'vitest';
import {
  fromMalaysiaInput,
  malaysianDate,
  malaysianDayRange,
  toMalaysiaInput,
} from '@gsk/core/i18n';

describe('Malaysia wall-clock values', () => {
  it('gives the Malaysian calendar day of an instant, past midnight UTC+8', () => {
    expect(malaysianDate('2026-12-31T15:59:59.999Z')).toBe('2026-12-31');
    expect(malaysianDate(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01');
    expect(malaysianDate('not a time')).toBe('');
  });

  it('turns a datetime-local value into the instant it means in Malaysia and back', () => {
    expect(fromMalaysiaInput('2026-12-05T09:00')).toBe('2026-12-05T01:00:00.000Z');
    expect(fromMalaysiaInput('2027-01-01T00:30:15')).toBe('2026-12-31T16:30:15.000Z');
    expect(toMalaysiaInput('2026-12-05T01:00:00.000Z')).toBe('2026-12-05T09:00');
    expect(fromMalaysiaInput('')).toBe('');
    expect(fromMalaysiaInput('5 Dec 2026')).toBe('');
    expect(toMalaysiaInput('nonsense')).toBe('');
  });

  it('bounds a Malaysian day for a range filter', () => {
    expect(malaysianDayRange('2026-03-01')).toEqual({
      start: '2026-02-28T16:00:00.000Z',
      end: '2026-03-01T15:59:59.999Z',
    });
    expect(malaysianDayRange('2026-02-29')).toBeUndefined();
  });
});
