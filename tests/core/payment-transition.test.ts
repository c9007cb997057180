import { describe, expect, it } from 'vitest';
import {
  gatewayResultOf,
  isFinalStatus,
  resultAgreesWith,
  transitionOf,
  transitions,
} from '@gsk/core/payment';

describe('gatewayResultOf', () => {
  it.each([
    ['0', 'success'],
    ['1', 'failed'],
    ['2', 'pending'],
    ['9', 'reversed'],
    ['10', 'refunded'],
    ['31', 'unsettled'],
    ['15', 'unsettled'],
    ['16', 'unsettled'],
    ['-1', 'unsettled'],
    ['', 'unsettled'],
    [undefined, 'unsettled'],
  ] as const)('TxnStatus %s is %s', (code, expected) => {
    expect(gatewayResultOf(code)).toBe(expected);
  });
});

describe('transitionOf (the donation flow decision table)', () => {
  it.each([
    ['initiated', 'success', 'succeed'],
    ['initiated', 'failed', 'fail'],
    ['initiated', 'pending', 'mark_pending'],
    ['initiated', 'reversed', 'review'],
    ['initiated', 'refunded', 'review'],
    ['initiated', 'unsettled', 'review'],
    ['pending', 'success', 'succeed'],
    ['pending', 'failed', 'fail'],
    ['pending', 'pending', 'mark_pending'],
    ['pending', 'reversed', 'review'],
    ['pending', 'unsettled', 'review'],
    ['success', 'success', 'duplicate'],
    ['success', 'failed', 'contradiction'],
    ['success', 'pending', 'ignore'],
    ['success', 'reversed', 'reverse'],
    ['success', 'refunded', 'reverse'],
    ['success', 'unsettled', 'review'],
    ['failed', 'failed', 'duplicate'],
    ['failed', 'success', 'succeed_late'],
    ['failed', 'pending', 'ignore'],
    ['failed', 'reversed', 'review'],
    ['failed', 'unsettled', 'review'],
    ['cancelled', 'failed', 'duplicate'],
    ['cancelled', 'success', 'succeed_late'],
    ['cancelled', 'pending', 'ignore'],
    ['cancelled', 'reversed', 'review'],
    ['cancelled', 'unsettled', 'review'],
    ['expired', 'success', 'succeed_late'],
    ['expired', 'failed', 'ignore'],
    ['expired', 'pending', 'ignore'],
    ['expired', 'unsettled', 'review'],
    ['reversed', 'reversed', 'duplicate'],
    ['reversed', 'success', 'ignore'],
    ['reversed', 'failed', 'ignore'],
    ['reversed', 'refunded', 'review'],
    ['reversed', 'unsettled', 'review'],
    ['refunded', 'refunded', 'duplicate'],
    ['refunded', 'success', 'ignore'],
    ['refunded', 'reversed', 'review'],
    ['refunded', 'unsettled', 'review'],
  ] as const)('a %s payment given a %s result: %s', (recorded, result, expected) => {
    expect(transitionOf(recorded, result)).toBe(expected);
  });

  it('never makes anything but an open, failed, cancelled or expired payment succeed', () => {
    const statuses = Object.keys(transitions) as (keyof typeof transitions)[];
    const succeeding = statuses.filter((status) =>
      ['succeed', 'succeed_late'].includes(transitionOf(status, 'success')),
    );
    expect(succeeding).toEqual(['initiated', 'pending', 'failed', 'cancelled', 'expired']);
    for (const status of statuses) {
      for (const result of ['failed', 'pending', 'reversed', 'refunded', 'unsettled'] as const) {
        expect(['succeed', 'succeed_late']).not.toContain(transitionOf(status, result));
      }
    }
  });

  it('reverses only a success', () => {
    const statuses = Object.keys(transitions) as (keyof typeof transitions)[];
    for (const status of statuses) {
      for (const result of ['reversed', 'refunded'] as const) {
        expect(transitionOf(status, result) === 'reverse').toBe(status === 'success');
      }
    }
  });

  it('treats every status but initiated and pending as final', () => {
    expect(
      ['initiated', 'pending', 'success', 'failed', 'expired', 'reversed', 'refunded'].filter((s) =>
        isFinalStatus(s as never),
      ),
    ).toEqual(['success', 'failed', 'expired', 'reversed', 'refunded']);
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
