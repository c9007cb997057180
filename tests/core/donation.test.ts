import {
  donationPhonePattern,
  donationSchema,
  formatRinggit,
  quickAmountFromQuery,
  type DonationInput,
} from '@gsk/core/donation';
import { formatValidationMessage } from '../support/validation-text';
import { describe, expect, it } from 'vitest';
import { messagesOf } from './validate';

const valid = {
  name: 'Aisyah binti Ahmad',
  email: 'aisyah@example.com',
  phone_number: '012-345 6789',
  amount: 50,
};

/** [field, bad value, English, Malay] — section 5 of the spec, donation form. */
const specMessages: [keyof typeof valid, unknown, string, string][] = [
  ['name', '', 'Your name is required', 'Nama anda diperlukan'],
  ['name', '   ', 'Your name is required', 'Nama anda diperlukan'],
  ['email', 'aisyah@', 'Must be a valid email', 'Mesti menggunakan emel yang sah'],
  ['email', '', 'Your email is required', 'Emel anda diperlukan'],
  ['phone_number', '12-ab-34', 'Invalid phone number', 'Nombor telefon tidak sah'],
  ['phone_number', '', 'Your phone number is required', 'Nombor telefon anda diperlukan'],
  ['amount', 0, 'Amount must be greater than 0', 'Jumlah mesti lebih dari 0'],
  ['amount', -5, 'Amount must be greater than 0', 'Jumlah mesti lebih dari 0'],
  [
    'amount',
    10001,
    'Amount must be equal or less than 10000',
    'Jumlah mesti sama atau kurang dari 10000',
  ],
  ['amount', 10.5, 'Decimal places are not allowed', 'Tempat perpuluhan tidak dibenarkan'],
  ['amount', undefined, 'Donation amount is required', 'Jumlah sumbangan anda diperlukan'],
  ['amount', '', 'Donation amount is required', 'Jumlah sumbangan anda diperlukan'],
];

describe('donationSchema messages (spec section 5)', () => {
  it.each(specMessages)('%s = %j gives the spec text', (field, bad, eng, bm) => {
    const message = messagesOf(donationSchema, { ...valid, [field]: bad })[field];
    expect(message).toBeDefined();
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(eng);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(bm);
  });

  it('reports only the broken field', () => {
    expect(Object.keys(messagesOf(donationSchema, { ...valid, email: 'x' }))).toEqual(['email']);
  });

  it('emits keys, never English', () => {
    const messages = messagesOf(donationSchema, {});
    expect(messages).toEqual({
      name: 'donation.name.required',
      email: 'donation.email.required',
      phone_number: 'donation.phone_number.required',
      amount: 'donation.amount.required',
    });
  });
});

describe('donationSchema limits shared with the gateway', () => {
  it.each([
    [
      'name',
      'x'.repeat(51),
      'Your name must be at most 50 characters',
      'Nama anda mesti tidak melebihi 50 aksara',
    ],
    [
      'email',
      `${'x'.repeat(49)}@example.com`,
      'Your email must be at most 60 characters',
      'Emel anda mesti tidak melebihi 60 aksara',
    ],
    [
      'notes',
      'x'.repeat(501),
      'Notes must be at most 500 characters',
      'Catatan mesti tidak melebihi 500 aksara',
    ],
    [
      'enterprise',
      'unknown',
      'Please choose one of our enterprises',
      'Sila pilih salah satu perusahaan kami',
    ],
    [
      'language',
      'fr',
      'Please choose Malay or English',
      'Sila pilih Bahasa Melayu atau Bahasa Inggeris',
    ],
  ])('%s = %j', (field, bad, eng, bm) => {
    const message = messagesOf(donationSchema, { ...valid, [field]: bad })[field];
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(eng);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(bm);
  });

  it('trims a phone number before checking it', () => {
    expect(messagesOf(donationSchema, { ...valid, phone_number: ' +60 12 345 6789     ' })).toEqual(
      {},
    );
  });

  it('never lets a well-formed phone number exceed the gateway CustPhone limit', () => {
    const longest = '+6012 (0312) 3456-7890';
    expect(donationPhonePattern.test(longest)).toBe(true);
    expect(longest.length).toBeLessThanOrEqual(25);
    expect(formatValidationMessage('donation.phone_number.max?max=25', 'eng')).toBe(
      'Your phone number must be at most 25 characters',
    );
    expect(formatValidationMessage('donation.phone_number.max?max=25', 'bm')).toBe(
      'Nombor telefon anda mesti tidak melebihi 25 aksara',
    );
  });
});

describe('donationSchema accepts good input', () => {
  it('casts a valid donation, trimming text and defaulting the language to bm', () => {
    const donation: DonationInput = donationSchema.validateSync({
      ...valid,
      name: '  Aisyah binti Ahmad ',
      notes: 'For the farm',
      enterprise: 'tanamduit',
    });
    expect(donation).toEqual({
      ...valid,
      notes: 'For the farm',
      enterprise: 'tanamduit',
      language: 'bm',
      // Crowdfunding's attribution fields default to none (docs/crowdfunding.md).
      campaign: '',
      fundraiser: '',
      event: '',
      identity_no: '',
    });
  });

  it('accepts the bounds 1 and 10000, an empty enterprise and English', () => {
    expect(messagesOf(donationSchema, { ...valid, amount: 1 })).toEqual({});
    expect(
      messagesOf(donationSchema, { ...valid, amount: 10000, enterprise: '', language: 'eng' }),
    ).toEqual({});
  });

  it('does not coerce a numeric string amount (strict number)', () => {
    expect(messagesOf(donationSchema, { ...valid, amount: '50' }).amount).toBe(
      'donation.amount.required',
    );
  });
});

describe('donationPhonePattern', () => {
  it.each([
    '0123456789',
    '012-345 6789',
    '011-2345 6789',
    '+60 12-345 6789',
    '+60123456789',
    '(03) 1234 5678',
    '03-1234 5678',
    '+1 (555) 123-4567',
    '123 4567',
  ])('accepts %s', (phone) => {
    expect(donationPhonePattern.test(phone)).toBe(true);
  });

  it.each([
    '',
    'abc',
    '12',
    '012 34',
    '++60 12 345 6789',
    '012_345_6789',
    '012.345.6789',
    '0123456789012345678',
  ])('rejects %j', (phone) => {
    expect(donationPhonePattern.test(phone)).toBe(false);
  });

  it('answers quickly on a long hostile input', () => {
    const started = performance.now();
    donationPhonePattern.test(`${'1 '.repeat(5000)}x`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('quickAmountFromQuery', () => {
  it('pre-fills only the quick amounts', () => {
    for (const amount of [5, 10, 50, 100, 500])
      expect(quickAmountFromQuery(String(amount))).toBe(amount);
    for (const other of ['7', '1000', '10.5', 'abc', '', null, undefined]) {
      expect(quickAmountFromQuery(other)).toBeUndefined();
    }
  });
});

describe('formatRinggit', () => {
  it('prints ringgit the Malaysian way in both languages', () => {
    expect(formatRinggit(10, 'eng')).toBe('RM10');
    expect(formatRinggit(1700, 'bm')).toBe('RM1,700');
    expect(formatRinggit(1234567.5, 'eng')).toBe('RM1,234,567.50');
    expect(formatRinggit('13.64', 'bm')).toBe('RM13.64');
    expect(formatRinggit(300, 'eng', { cents: true })).toBe('RM300.00');
    expect(formatRinggit(0, 'bm')).toBe('RM0');
    expect(formatRinggit(-5, 'eng')).toBe('-RM5');
  });
});
