import { ACCOUNT_OTP_RESEND_AFTER_SECONDS, ACCOUNT_OTP_TTL_SECONDS } from '@gsk/core/constants';
import { dunsOf, parliamentsOf, votingStates } from '@gsk/core/electoral';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as signUpHandler } from '../../functions/src/members/sign-up';
import { jsonEvent } from '../support/api-event';
import { call, siteOrigin, startPaymentEnvironment } from './payment-support';

/*
 * The countdowns a sign-up answers with are those of the code just sent, counted from its sending:
 * on a slow machine (or a slow SMS provider) the clock moves on between the sending and the answer,
 * and the page must still show the full minute and the full five minutes.
 */

let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ stop: stopEnvironment } = await startPaymentEnvironment());
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await stopEnvironment?.();
});

describe('POST /api/account/sign-up', () => {
  it('answers the full countdowns of the code it sent, however long the sending took', async () => {
    const state = votingStates()[0]?.code ?? '';
    const parliament = parliamentsOf(state)[0]?.code ?? '';
    // Every reading of the clock is 700 ms after the one before: seconds pass during the call.
    const start = Date.now();
    let readings = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => start + 700 * readings++);
    const result = await call(
      signUpHandler,
      jsonEvent(
        {
          name: 'Aminah binti Ali',
          mobile: '012-778 1000',
          password: 'rahsia-yang-panjang',
          passwordConfirmation: 'rahsia-yang-panjang',
          state,
          parliament,
          dun: dunsOf(state, parliament)[0]?.code ?? '',
          language: 'bm',
        },
        { path: '/api/account/sign-up', headers: { origin: siteOrigin }, sourceIp: '198.51.100.7' },
      ),
    );
    vi.mocked(Date.now).mockRestore();
    expect(readings).toBeGreaterThan(2);
    expect(result.statusCode, result.body).toBe(202);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({
      resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    });
  });
});
