import { describe, expect, it } from 'vitest';
import { malaysianDayRange as malaysianDay } from '@gsk/core/i18n/date-time';

describe('malaysianDay', () => {
  it('is the UTC span of a Malaysian calendar day (UTC+8, no daylight saving)', () => {
    expect(malaysianDay('2026-11-24')).toEqual({
      start: '2026-11-23T16:00:00.000Z',
      end: '2026-11-24T15:59:59.999Z',
    });
    expect(malaysianDay('2027-01-01')?.start).toBe('2026-12-31T16:00:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '24/11/2026', '2026-1-5', ''])('refuses %j', (day) => {
    expect(malaysianDay(day)).toBeUndefined();
  });
});
