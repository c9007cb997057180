import {
  parseForm,
  parseQueryResponse,
  queryExistence,
  responseHash2,
  statusOf,
  verifyResponse,
} from '@gsk/core/payment';
import { describe, expect, it } from 'vitest';

describe('parseForm', () => {
  it("decodes '+' as a space and percent escapes", () => {
    expect(
      parseForm('TxnMessage=Transaction+Successful&RespTime=2017-12-14%2016%3A07%3A02&Empty='),
    ).toEqual({
      TxnMessage: 'Transaction Successful',
      RespTime: '2017-12-14 16:07:02',
      Empty: '',
    });
  });

  it("keeps a literal '+' written as %2B and ignores a leading '?'", () => {
    expect(parseForm('?CustPhone=%2B60123456789&Amount=10.00')).toEqual({
      CustPhone: '+60123456789',
      Amount: '10.00',
    });
  });

  it('takes the first value of a repeated name', () => {
    expect(parseForm('TxnStatus=1&TxnStatus=0')).toEqual({ TxnStatus: '1' });
  });

  it('returns an empty record for an empty body', () => {
    expect(parseForm('')).toEqual({});
  });

  it('lets a form-encoded browser-leg response verify with the values as decoded', () => {
    const fields = {
      TransactionType: 'SALE',
      ServiceID: 'sit',
      PaymentID: '1730000000000A1201',
      OrderNumber: '1730000000000A1201',
      Amount: '10.00',
      CurrencyCode: 'MYR',
      TxnID: 'sitTXN 1',
      TxnStatus: '0',
      AuthCode: 'A B',
      TxnMessage: 'Transaction Successful',
    };
    const HashValue2 = responseHash2('sit12345', fields);
    const body = new URLSearchParams({ ...fields, HashValue2 }).toString();
    expect(body).toContain('TxnID=sitTXN+1');
    const parsed = parseForm(body);
    expect(verifyResponse('sit12345', parsed)).toBe(true);
  });
});

describe('parseQueryResponse', () => {
  const body =
    'TxnExists=0&QueryDesc=Record exists in system&TransactionType=QUERY&PymtMethod=DD&ServiceID=sit&' +
    'PaymentID=29658176626&OrderNumber=12345&Amount=13.64&TotalRefundAmount=0&CurrencyCode=MYR&' +
    'TxnID=sit00000000029658176626&IssuingBank=HostSim&TxnStatus=0&AuthCode=sit000&BankRefNo=REF1&' +
    'TxnMessage=Transaction%20Successful&HashValue=3b98fde0d1507cf27691dc2e20db217f08cfaa056fbf79622e3cb9962722718b&' +
    'SessionID=abc&HashValue2=be4cdd4ed1b89189a90863ec8508a539afa839eac3d08b9f11a1a8b9aa2ebcf1&' +
    'RespTime=2017-12-14%2016%3A07%3A02\r\n  ';

  it('trims trailing whitespace and decodes every field', () => {
    const fields = parseQueryResponse(body);
    expect(fields.TxnExists).toBe('0');
    expect(fields.QueryDesc).toBe('Record exists in system');
    expect(fields.TxnMessage).toBe('Transaction Successful');
    expect(fields.RespTime).toBe('2017-12-14 16:07:02');
    expect(fields.HashValue2).toBe(
      'be4cdd4ed1b89189a90863ec8508a539afa839eac3d08b9f11a1a8b9aa2ebcf1',
    );
  });

  it('verifies with the payment-response formula', () => {
    expect(verifyResponse('sit12345', parseQueryResponse(body))).toBe(true);
  });

  it('treats an answer without HashValue2 (wrong ServiceID) as unverified', () => {
    expect(verifyResponse('sit12345', parseQueryResponse('TxnExists=1&QueryDesc=Invalid\n'))).toBe(
      false,
    );
  });
});

describe('queryExistence', () => {
  it('reads TxnExists', () => {
    expect(queryExistence({ TxnExists: '0' })).toBe('exists');
    expect(queryExistence({ TxnExists: '1' })).toBe('not-found');
    expect(queryExistence({ TxnExists: '2' })).toBe('failed');
    expect(queryExistence({})).toBe('unknown');
  });
});

describe('statusOf', () => {
  it('maps 0, 1 and 2, and every other TxnStatus to unknown', () => {
    expect(statusOf('0')).toBe('success');
    expect(statusOf('1')).toBe('failed');
    expect(statusOf('2')).toBe('pending');
    for (const other of ['9', '10', '15', '16', '31', '-1', '-2', '', undefined, null]) {
      expect(statusOf(other)).toBe('unknown');
    }
  });
});
