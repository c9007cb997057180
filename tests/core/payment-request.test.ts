import {
  buildQueryRequest,
  buildSaleRequest,
  donationPaymentDescription,
  formatAmount,
  formBody,
  gatewayLanguageCode,
  parseForm,
  requestHash,
  saleUrl,
  toGatewayAmount,
  type SaleInput,
} from '@gsk/core/payment';
import { describe, expect, it } from 'vitest';

describe('formatAmount', () => {
  it('always writes two decimals with a dot and no grouping', () => {
    expect(formatAmount(10)).toBe('10.00');
    expect(formatAmount(1)).toBe('1.00');
    expect(formatAmount(1000)).toBe('1000.00');
    expect(formatAmount(10000)).toBe('10000.00');
    expect(formatAmount(13.64)).toBe('13.64');
    expect(formatAmount(0.5)).toBe('0.50');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('refuses amounts the gateway cannot take', () => {
    expect(() => formatAmount(-1)).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('reads decimal strings such as a returned Amount', () => {
    expect(toGatewayAmount('13.64')).toBe('13.64');
    expect(toGatewayAmount('10')).toBe('10.00');
    expect(toGatewayAmount(' 5.5 ')).toBe('5.50');
    expect(() => toGatewayAmount('1,000.00')).toThrow(RangeError);
    expect(() => toGatewayAmount('abc')).toThrow(RangeError);
  });
});

const sale: SaleInput = {
  serviceId: 'GHL',
  password: 'ghl12345',
  paymentId: 'OMNI001',
  returnUrl: 'http://test2pay.ghl.com:82/eGHL_Hash/demo/return.php',
  callbackUrl: 'http://test2pay.ghl.com:82/eGHL_Hash/demo/callback.php',
  amount: 10,
  custIp: '127.0.0.1',
  custName: 'Siti Aminah',
  custEmail: 'siti@example.com',
  custPhone: '012-345 6789',
  paymentDesc: donationPaymentDescription,
};

describe('buildSaleRequest', () => {
  it('builds the ordered SALE fields with the hash of the public request vector', () => {
    const request = buildSaleRequest({ ...sale, pageTimeout: 700 });
    expect(Object.keys(request)).toEqual([
      'TransactionType',
      'PymtMethod',
      'ServiceID',
      'PaymentID',
      'OrderNumber',
      'PaymentDesc',
      'MerchantReturnURL',
      'MerchantCallBackURL',
      'Amount',
      'CurrencyCode',
      'HashValue',
      'CustIP',
      'CustName',
      'CustEmail',
      'CustPhone',
      'PageTimeout',
    ]);
    expect(request).toMatchObject({
      TransactionType: 'SALE',
      PymtMethod: 'ANY',
      OrderNumber: 'OMNI001',
      Amount: '10.00',
      CurrencyCode: 'MYR',
      PageTimeout: '700',
      HashValue: '00151bb78f2590e4ab568a204e920d547ae90f05d69ab6cac11b0c83c8784dd5',
    });
  });

  it('uses PageTimeout 600 and MYR by default, and hashes exactly what it sends', () => {
    const request = buildSaleRequest({ ...sale, amount: 1000 });
    expect(request.PageTimeout).toBe('600');
    expect(request.Amount).toBe('1000.00');
    expect(request.HashValue).toBe(
      requestHash({
        password: sale.password,
        serviceId: request.ServiceID,
        paymentId: request.PaymentID,
        returnUrl: request.MerchantReturnURL,
        callbackUrl: request.MerchantCallBackURL,
        amount: request.Amount,
        currencyCode: request.CurrencyCode,
        custIp: request.CustIP,
        pageTimeout: request.PageTimeout,
      }),
    );
    expect(JSON.stringify(request)).not.toContain(sale.password);
  });

  it('adds LanguageCode only when given', () => {
    expect(buildSaleRequest(sale).LanguageCode).toBeUndefined();
    expect(
      buildSaleRequest({ ...sale, languageCode: gatewayLanguageCode('bm') }).LanguageCode,
    ).toBe('MS');
    expect(gatewayLanguageCode('eng')).toBe('EN');
  });

  it('refuses values longer than the gateway accepts', () => {
    expect(() => buildSaleRequest({ ...sale, custName: 'x'.repeat(51) })).toThrow(/CustName/);
    expect(() => buildSaleRequest({ ...sale, custEmail: `${'x'.repeat(50)}@example.com` })).toThrow(
      /CustEmail/,
    );
    expect(() => buildSaleRequest({ ...sale, custPhone: '1'.repeat(26) })).toThrow(/CustPhone/);
    expect(() => buildSaleRequest({ ...sale, paymentId: '1'.repeat(21) })).toThrow(/PaymentID/);
    expect(() => buildSaleRequest({ ...sale, paymentDesc: 'x'.repeat(101) })).toThrow(
      /PaymentDesc/,
    );
    expect(() =>
      buildSaleRequest({ ...sale, returnUrl: `https://example.com/${'x'.repeat(250)}` }),
    ).toThrow(/MerchantReturnURL/);
    expect(() => buildSaleRequest({ ...sale, custName: 'x'.repeat(50) })).not.toThrow();
  });

  it('keeps the donation description within PaymentDesc', () => {
    expect(donationPaymentDescription).toBe('Donation to Gerakan Sektor Ketiga');
    expect(donationPaymentDescription.length).toBeLessThanOrEqual(100);
  });
});

describe('saleUrl', () => {
  it('puts every field in a percent-encoded query string that decodes to the same values', () => {
    const request = buildSaleRequest({
      ...sale,
      returnUrl: 'https://api.example.com/eghl/return?url=https://site.example.com',
      custName: "Nur & O'Neil + 1",
    });
    const url = saleUrl('https://pay.e-ghl.com/IPGSG/Payment.aspx', { ...request });
    expect(url.startsWith('https://pay.e-ghl.com/IPGSG/Payment.aspx?TransactionType=SALE&')).toBe(
      true,
    );
    expect(url).toContain("CustName=Nur%20%26%20O'Neil%20%2B%201");
    expect(url).not.toContain(' ');
    const decoded = parseForm(new URL(url).search);
    expect(decoded).toEqual({ ...request });
  });

  it('appends to a gateway URL that already has a query and skips absent fields', () => {
    expect(saleUrl('https://gw.test/pay?x=1', { A: 'b', B: undefined })).toBe(
      'https://gw.test/pay?x=1&A=b',
    );
    expect(saleUrl('https://gw.test/pay', {})).toBe('https://gw.test/pay');
  });
});

describe('buildQueryRequest', () => {
  it('builds the QUERY fields with the hash of the public query vector', () => {
    expect(
      buildQueryRequest({
        serviceId: 'S22',
        password: 'abc123',
        paymentId: 'PAYTEST123',
        amount: '12.34',
      }),
    ).toEqual({
      TransactionType: 'QUERY',
      PymtMethod: 'ANY',
      ServiceID: 'S22',
      PaymentID: 'PAYTEST123',
      Amount: '12.34',
      CurrencyCode: 'MYR',
      HashValue: '320b0e212a875228fb80efd7604534af47055e56167aa7e83842cf68788097b5',
    });
  });

  it('formats a numeric amount and keeps a given payment method', () => {
    const request = buildQueryRequest({
      serviceId: 'sit',
      password: 'sit12345',
      paymentId: 'P1',
      amount: 10,
      pymtMethod: 'DD',
    });
    expect(request.Amount).toBe('10.00');
    expect(request.PymtMethod).toBe('DD');
  });

  it('encodes as a form body', () => {
    expect(formBody({ TransactionType: 'QUERY', Note: 'a b&c', Skip: undefined })).toBe(
      'TransactionType=QUERY&Note=a+b%26c',
    );
  });
});
