import {
  queryHash,
  requestHash,
  responseHash,
  responseHash2,
  sha256Hex,
  verifyResponse,
} from '@gsk/core/payment';
import { describe, expect, it } from 'vitest';

const sandboxSuccess = {
  TxnID: 'sit00000000029658176626',
  ServiceID: 'sit',
  PaymentID: '29658176626',
  TxnStatus: '0',
  Amount: '13.64',
  CurrencyCode: 'MYR',
  AuthCode: 'sit000',
  OrderNumber: '12345',
  HashValue: '3b98fde0d1507cf27691dc2e20db217f08cfaa056fbf79622e3cb9962722718b',
  HashValue2: 'be4cdd4ed1b89189a90863ec8508a539afa839eac3d08b9f11a1a8b9aa2ebcf1',
};

const hashValue2Vector = {
  TxnID: 'TESTTXN123',
  ServiceID: 'S22',
  PaymentID: 'PAYTEST123',
  TxnStatus: '1',
  Amount: '12.34',
  CurrencyCode: 'MYR',
  AuthCode: '123456',
  OrderNumber: '0007901000',
  Param6: '66',
  Param7: '77',
  HashValue2: '8795c391a3091585295906a0694d9d13d29c38aa3d4d4521385f222ac19fb773',
};

describe('the public test vectors of docs/eghl-protocol.md', () => {
  it('request hash', () => {
    expect(
      requestHash({
        password: 'ghl12345',
        serviceId: 'GHL',
        paymentId: 'OMNI001',
        returnUrl: 'http://test2pay.ghl.com:82/eGHL_Hash/demo/return.php',
        callbackUrl: 'http://test2pay.ghl.com:82/eGHL_Hash/demo/callback.php',
        amount: '10.00',
        currencyCode: 'MYR',
        custIp: '127.0.0.1',
        pageTimeout: '700',
      }),
    ).toBe('00151bb78f2590e4ab568a204e920d547ae90f05d69ab6cac11b0c83c8784dd5');
  });

  it('request hash with CardNo and no callback URL (the API document’s example)', () => {
    expect(
      requestHash({
        password: 'abc123',
        serviceId: 'S22',
        paymentId: 'PAYTEST123',
        returnUrl: 'https://www.shop.com/success.asp',
        amount: '12.34',
        currencyCode: 'MYR',
        custIp: '113.210.6.150',
        pageTimeout: '900',
        cardNo: '4444333322221111',
      }),
    ).toBe('28010d7207bdbd6e8ae3890fdb56c541c552c10b609b978fd69428fbb7a4fbc2');
  });

  it('query request hash', () => {
    expect(
      queryHash({
        password: 'abc123',
        serviceId: 'S22',
        paymentId: 'PAYTEST123',
        amount: '12.34',
        currencyCode: 'MYR',
      }),
    ).toBe('320b0e212a875228fb80efd7604534af47055e56167aa7e83842cf68788097b5');
  });

  it('HashValue2 with OrderNumber, Param6 and Param7', () => {
    expect(responseHash2('abc123', hashValue2Vector)).toBe(hashValue2Vector.HashValue2);
    expect(verifyResponse('abc123', hashValue2Vector)).toBe(true);
  });

  it('sandbox success response, HashValue', () => {
    expect(responseHash('sit12345', sandboxSuccess)).toBe(sandboxSuccess.HashValue);
  });

  it('sandbox success response, HashValue2 with empty Param6 and Param7', () => {
    expect(responseHash2('sit12345', sandboxSuccess)).toBe(sandboxSuccess.HashValue2);
    expect(verifyResponse('sit12345', sandboxSuccess)).toBe(true);
  });
});

describe('requestHash', () => {
  it('counts the fields this project does not send as empty strings', () => {
    const input = {
      password: 'p',
      serviceId: 'sit',
      paymentId: '1',
      returnUrl: 'r',
      callbackUrl: 'c',
      amount: '1.00',
      currencyCode: 'MYR',
      custIp: '127.0.0.1',
      pageTimeout: '600',
    };
    expect(requestHash(input)).toBe(sha256Hex('psit1rc1.00MYR127.0.0.1600'));
    expect(requestHash({ ...input, approvalUrl: 'a', unapprovalUrl: 'u' })).toBe(
      sha256Hex('psit1rauc1.00MYR127.0.0.1600'),
    );
  });
});

describe('verifyResponse', () => {
  it('accepts an upper-case HashValue2', () => {
    expect(
      verifyResponse('sit12345', {
        ...sandboxSuccess,
        HashValue2: sandboxSuccess.HashValue2.toUpperCase(),
      }),
    ).toBe(true);
  });

  it('rejects a response whose amount, status or order number was changed', () => {
    expect(verifyResponse('sit12345', { ...sandboxSuccess, Amount: '1.00' })).toBe(false);
    expect(verifyResponse('sit12345', { ...sandboxSuccess, TxnStatus: '1' })).toBe(false);
    expect(verifyResponse('sit12345', { ...sandboxSuccess, OrderNumber: '12346' })).toBe(false);
    expect(verifyResponse('sit12345', { ...sandboxSuccess, Param6: 'x' })).toBe(false);
  });

  it('rejects a response checked with another password', () => {
    expect(verifyResponse('wrong', sandboxSuccess)).toBe(false);
  });

  it('rejects a missing, empty or malformed HashValue2', () => {
    const { HashValue2: _omitted, ...withoutHash } = sandboxSuccess;
    expect(verifyResponse('sit12345', withoutHash)).toBe(false);
    expect(verifyResponse('sit12345', { ...sandboxSuccess, HashValue2: '' })).toBe(false);
    expect(verifyResponse('sit12345', { ...sandboxSuccess, HashValue2: 'zz' })).toBe(false);
    expect(
      verifyResponse('sit12345', {
        ...sandboxSuccess,
        HashValue2: `${sandboxSuccess.HashValue2}00`,
      }),
    ).toBe(false);
  });

  it('counts missing fields as empty strings', () => {
    const fields = { ServiceID: 'sit', PaymentID: 'P1', TxnStatus: '1', Amount: '5.00' };
    const HashValue2 = sha256Hex('pw' + '' + 'sit' + 'P1' + '1' + '5.00');
    expect(verifyResponse('pw', { ...fields, HashValue2 })).toBe(true);
  });
});
