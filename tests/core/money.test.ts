import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { formatSen } from '@gsk/core/i18n/money';
import { describe, expect, it } from 'vitest';

describe('formatSen', () => {
  it('prints sen as ringgit to the sen, the Malaysian way, in both languages', () => {
    expect(formatSen(123_456, 'eng')).toBe('RM1,234.56');
    expect(formatSen(123_456, 'bm')).toBe('RM1,234.56');
    expect(formatSen(5, 'bm')).toBe('RM0.05');
    expect(formatSen(0, 'eng')).toBe('RM0.00');
    expect(formatSen(100_000_000_00, 'eng')).toBe('RM100,000,000.00');
    expect(formatSen(-50_000, 'eng')).toBe('-RM500.00');
  });

  it('never moves a sen where floating point would (0.1 + 0.2)', () => {
    // 30 sen added as ringgit in floating point is 0.30000000000000004; in sen it is exact.
    expect(formatSen(10 + 20, 'eng')).toBe('RM0.30');
    expect(formatSen(Number.MAX_SAFE_INTEGER, 'eng')).toBe('RM90,071,992,547,409.91');
  });

  it('prints anything but a safe integer as nothing', () => {
    expect(formatSen(12.5, 'eng')).toBe('RM0.00');
    expect(formatSen(Number.NaN, 'bm')).toBe('RM0.00');
  });
});

describe('malaysianLongDate', () => {
  it('reads a calendar day as it is, in each language', () => {
    expect(malaysianLongDate('2026-12-05', 'bm')).toBe('5 Disember 2026');
    expect(malaysianLongDate('2026-12-05', 'eng')).toBe('5 December 2026');
  });

  it('reads an instant on Malaysia’s calendar (UTC+8), not the machine’s', () => {
    // 16:30 UTC on 31 December is already 1 January in Malaysia.
    expect(malaysianLongDate('2026-12-31T16:30:00.000Z', 'eng')).toBe('1 January 2027');
  });

  it('returns an unreadable value as it came', () => {
    expect(malaysianLongDate('not a date', 'bm')).toBe('not a date');
  });
});
