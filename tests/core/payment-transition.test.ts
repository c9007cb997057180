import { describe, expect, it } from 'vitest';
import { isFinalStatus, resultAgreesWith, transitionOf } from '@gsk/core/payment';

describe('transitionOf (the donation flow decision table)', () => {
  it.each([
    ['initiated', 'success', 'succeed'],
    ['initiated', 'failed', 'fail'],
    ['initiated', 'pending', 'mark_pending'],
    ['initiated', 'unknown', 'ignore'],
    ['pending', 'success', 'succeed'],
    ['pending', 'failed', 'fail'],
    ['pending', 'pending', 'mark_pending'],
    ['pending', 'unknown', 'ignore'],
    ['success', 'success', 'duplicate'],
    ['success', 'failed', 'contradiction'],
    ['success', 'pending', 'ignore'],
    ['success', 'unknown', 'ignore'],
    ['failed', 'failed', 'duplicate'],
    ['failed', 'success', 'contradiction'],
    ['failed', 'pending', 'ignore'],
    ['failed', 'unknown', 'ignore'],
  ] as const)('a %s payment given a %s result: %s', (recorded, result, expected) => {
    expect(transitionOf(recorded, result)).toBe(expected);
  });

  it('treats success and failed as final', () => {
    expect(
      ['initiated', 'pending', 'success', 'failed'].filter((s) => isFinalStatus(s as never)),
    ).toEqual(['success', 'failed']);
  });
});

describe('resultAgreesWith', () => {
  const payment = { paymentId: 'P1', amount: 50, currency: 'MYR' };

  it('accepts the same amount however the gateway writes it, currency and order number', () => {
    expect(
      resultAgreesWith(payment, { Amount: '50.00', CurrencyCode: 'MYR', OrderNumber: 'P1' }),
    ).toBe(true);
    expect(resultAgreesWith(payment, { Amount: '50', CurrencyCode: 'MYR' })).toBe(true);
  });

  it('refuses another amount, currency or order number, and a missing or unreadable amount', () => {
    for (const fields of [
      { Amount: '50.01', CurrencyCode: 'MYR' },
      { Amount: '50.00', CurrencyCode: 'SGD' },
      { Amount: '50.00', CurrencyCode: 'MYR', OrderNumber: 'P2' },
      { CurrencyCode: 'MYR' },
      { Amount: 'fifty', CurrencyCode: 'MYR' },
    ]) {
      expect(resultAgreesWith(payment, fields)).toBe(false);
    }
  });
});
