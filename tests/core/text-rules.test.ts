import { fileURLToPath } from 'node:url';
import { storedTextContext, text } from '@gsk/core/schema';
import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { formatValidationMessage } from '../support/validation-text';
import {
  breaks,
  describeTextRules,
  notText,
  schemasExportedBy,
  sourceFiles,
  unshowable,
} from './text-fields';
import { messagesOf } from './validate';

const one = object({ value: text() });
const lines = object({ value: text({ multiline: true }) });
const password = object({ value: text({ trim: false }) });

describe('text()', () => {
  it('refuses every other JSON type with string.type, never writing it as text', () => {
    for (const value of notText) {
      expect(messagesOf(one, { value }), JSON.stringify(value)).toEqual({ value: 'string.type' });
      expect(messagesOf(lines, { value }), JSON.stringify(value)).toEqual({ value: 'string.type' });
    }
  });

  it('leaves absence to the field: an optional text may be missing', () => {
    expect(messagesOf(one, {})).toEqual({});
    expect(messagesOf(object({ value: text().required('donation.name.required') }), {})).toEqual({
      value: 'donation.name.required',
    });
  });

  it('refuses C0 and C1 controls, bidirectional controls and line separators with string.control', () => {
    for (const value of unshowable) {
      expect(messagesOf(one, { value }), JSON.stringify(value)).toEqual({
        value: 'string.control',
      });
      expect(messagesOf(lines, { value }), JSON.stringify(value)).toEqual({
        value: 'string.control',
      });
    }
  });

  it('refuses a line break or tab inside one line, but trims them away around it', () => {
    for (const value of breaks)
      expect(messagesOf(one, { value }), JSON.stringify(value)).toEqual({
        value: 'string.control',
      });
    expect(one.validateSync({ value: '\t Nur Aisyah\r\n' })).toEqual({ value: 'Nur Aisyah' });
  });

  it('keeps the line feeds and tabs of a multi-line text, reading CRLF and CR as LF', () => {
    expect(lines.validateSync({ value: ' Baris satu\r\n\tBaris dua\rBaris tiga\n\n' })).toEqual({
      value: 'Baris satu\n\tBaris dua\nBaris tiga',
    });
  });

  it('takes any script and emoji, with the zero-width joiners they need', () => {
    for (const value of [
      'Nur Āisyah binti Abdullah',
      'Lim Wei Ling 林伟玲',
      'முருகன் a/l Raju',
      'محمد',
      'ڤرنچڠ\u200Cن',
      'Ali 👩‍💻 👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    ]) {
      expect(messagesOf(one, { value }), value).toEqual({});
      expect(one.validateSync({ value }).value).toBe(value);
    }
  });

  it('keeps a password as typed, spaces around it included, by the same rules', () => {
    expect(password.validateSync({ value: '  rahsia sangat  ' })).toEqual({
      value: '  rahsia sangat  ',
    });
    expect(messagesOf(password, { value: 'rahsia\u0000' })).toEqual({ value: 'string.control' });
    expect(messagesOf(password, { value: 12345678 })).toEqual({ value: 'string.type' });
  });

  it('reads back stored text by its type alone (storedTextContext)', () => {
    const stored = { value: 'Ali \u200Fbin Abu' };
    expect(one.validateSync(stored, { context: storedTextContext })).toEqual(stored);
    expect(() => one.validateSync({ value: true }, { context: storedTextContext })).toThrow(
      'string.type',
    );
    expect(messagesOf(one, stored)).toEqual({ value: 'string.control' });
  });

  it('says so in Malay and English', () => {
    expect(formatValidationMessage('string.type', 'eng')).toBe(
      'This must be written as text. A number, a yes/no value or a list is not accepted here.',
    );
    expect(formatValidationMessage('string.type', 'bm')).toBe(
      'Ini mesti ditulis sebagai teks. Nombor, nilai ya/tidak atau senarai tidak diterima di sini.',
    );
    expect(formatValidationMessage('string.control', 'eng')).toBe(
      'This holds a hidden character that cannot be shown, such as a control or text-direction mark (often brought in by copying and pasting). Please type it again with ordinary letters, numbers and punctuation.',
    );
    expect(formatValidationMessage('string.control', 'bm')).toBe(
      'Ini mengandungi aksara tersembunyi yang tidak dapat dipaparkan, seperti aksara kawalan atau penanda arah teks (biasanya terbawa semasa salin dan tampal). Sila taip semula dengan huruf, nombor dan tanda baca biasa.',
    );
  });
});

/**
 * Every schema core exports, with its multi-line text fields. A new schema fails the first test
 * until it is listed here; each of its string fields is then held to the text rules.
 */
const multilineFields: Record<string, string[]> = {
  donationSchema: ['notes'],
  partnerFormSchema: ['additionalComments'],
  partnerApplicationSchema: ['additionalComments'],
  cvKeyField: [],
  cvTokenField: [],
  applicationLanguageField: [],
  expertFormSchema: [],
  expertApplicationSchema: [],
  contactFormSchema: ['message'],
  contactMessageSchema: ['message'],
  mobile: [],
  name: [],
  otpCode: [],
  otpSchema: [],
  signInSchema: [],
  signUpSchema: [],
  passwordResetRequestSchema: [],
  placeRequestSchema: [],
  newPasswordSchema: [],
  changePasswordSchema: [],
  profileSchema: [],
  eventSchema: ['description.bm', 'description.eng'],
  staffApplicationQuerySchema: [],
  staffApplicationUpdateSchema: ['note'],
  staffMessageQuerySchema: [],
  staffMessageHandledSchema: [],
  volunteerSchema: [],
  areaSchema: [],
  activitySchema: ['description.bm', 'description.eng'],
  activityUpdateSchema: ['description.bm', 'description.eng'],
  activityApprovalSchema: [],
  shiftSchema: [],
  shiftWeekSchema: [],
  coordinatorSchema: [],
  coordinatorUpdateSchema: [],
  shiftMessageSchema: [],
  attendanceSchema: [],
  campaignSchema: ['story.bm', 'story.eng'],
  campaignUpdateSchema: ['text.bm', 'text.eng'],
  fundraiserSchema: ['story'],
  fundraiserDecisionSchema: ['reason'],
  disbursementSchema: [],
  variantSchema: [],
  productSchema: ['description.bm', 'description.eng'],
  cartLineSchema: [],
  addressSchema: [],
  quoteSchema: [],
  orderSchema: [],
  orderLookupSchema: [],
  stockChangeSchema: [],
  orderActionSchema: ['reason'],
  shopSettingsSchema: [],
  consentChangeSchema: [],
  consentChoicesSchema: [],
  privacyRequestFormSchema: ['details'],
  privacyRequestStartSchema: ['details'],
  privacyRequestVerifySchema: [],
  privacyRequestActionSchema: ['note'],
  privacyRequestQuerySchema: [],
  closeAccountSchema: [],
  segmentSchema: [],
  broadcastDraftSchema: [],
  broadcastSendSchema: [],
  unsubscribeTokenSchema: [],
};

const coreSource = fileURLToPath(new URL('../../core/src', import.meta.url));
const exported = await schemasExportedBy(await sourceFiles(coreSource), /./);

describe("core's schemas", () => {
  it('are all listed with their multi-line fields', () => {
    expect([...exported.keys()].sort()).toEqual(Object.keys(multilineFields).sort());
  });
});

describeTextRules(
  Object.fromEntries(
    [...exported].map(([name, schema]) => [
      name,
      { schema, multiline: multilineFields[name] ?? [] },
    ]),
  ),
);
