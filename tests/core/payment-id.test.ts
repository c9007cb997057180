import {
  PAYMENT_ID_MAX_LENGTH,
  createPaymentIdGenerator,
  isPaymentId,
  nextPaymentId,
} from '@gsk/core/payment';
import { describe, expect, it } from 'vitest';

describe('nextPaymentId', () => {
  it('is unique over 100,000 draws and never longer than 20 characters', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 100_000; i += 1) {
      const id = nextPaymentId();
      expect(id.length).toBeLessThanOrEqual(PAYMENT_ID_MAX_LENGTH);
      ids.add(id);
    }
    expect(ids.size).toBe(100_000);
    expect(PAYMENT_ID_MAX_LENGTH).toBe(20);
  });

  it('is a timestamp, a letter, two digits and 01', () => {
    const before = Date.now();
    const id = nextPaymentId();
    expect(id).toMatch(/^\d{13}[A-Z]\d{2}01$/);
    expect(isPaymentId(id)).toBe(true);
    expect(Number(id.slice(0, 13))).toBeGreaterThanOrEqual(before);
  });
});

describe('createPaymentIdGenerator', () => {
  it('stays unique when the clock stands still, moving its logical clock on', () => {
    const next = createPaymentIdGenerator({ now: () => 1_750_000_000_000 });
    const ids = Array.from({ length: 10_000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    const stamps = new Set(ids.map((id) => id.slice(0, 13)));
    expect(stamps.size).toBeGreaterThan(1);
    expect(Math.min(...[...stamps].map(Number))).toBe(1_750_000_000_000);
  });

  it('never goes back when the clock does', () => {
    let time = 1_750_000_000_500;
    const next = createPaymentIdGenerator({ now: () => time });
    const first = next();
    time = 1_750_000_000_000;
    const second = next();
    expect(second.slice(0, 13)).toBe(first.slice(0, 13));
    expect(second).not.toBe(first);
  });

  it('stays unique even with a constant random source', () => {
    const next = createPaymentIdGenerator({ now: () => 1_750_000_000_000, randomInt: () => 0 });
    const ids = Array.from({ length: 3000 }, () => next());
    expect(new Set(ids).size).toBe(3000);
    expect(ids[0]).toBe('1750000000000A0001');
    expect(ids[1]).toBe('1750000000000A0101');
  });

  it('uses letters that never look like digits, and digits 00 to 99', () => {
    const draws = [0, 99, 1999];
    const next = createPaymentIdGenerator({
      now: () => 1_750_000_000_000,
      randomInt: () => draws.shift() ?? 0,
    });
    expect([next(), next(), next()]).toEqual([
      '1750000000000A0001',
      '1750000000000A9901',
      '1750000000000Y9901',
    ]);
    const all = createPaymentIdGenerator({ now: () => 1_750_000_000_000 });
    const letters = new Set(Array.from({ length: 20_000 }, () => all().charAt(13)));
    expect([...letters].sort().join('')).toBe('ACDEFGHJKMNPQRTUVWXY');
    for (const lookalike of 'BILOSZ') expect(letters.has(lookalike)).toBe(false);
  });

  it('refuses to produce an id longer than 20 characters', () => {
    const next = createPaymentIdGenerator({ now: () => 10 ** 15 });
    expect(() => next()).toThrow(RangeError);
  });
});

describe('isPaymentId', () => {
  it('rejects other shapes', () => {
    expect(isPaymentId('1750000000000A0001')).toBe(true);
    expect(isPaymentId('1750000000000a0001')).toBe(false);
    expect(isPaymentId('1750000000000A0002')).toBe(false);
    expect(isPaymentId('OMNI001')).toBe(false);
    expect(isPaymentId('1234567890123456A0001')).toBe(false);
  });
});
