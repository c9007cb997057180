import { ACCOUNT_OTP_TTL_SECONDS, EVENT_TITLE_MAX_LENGTH } from '@gsk/core/constants';
import { describe, expect, it } from 'vitest';
import { gsm7Length, gsm7Text, smsTextProblem } from '../../functions/src/lib/sms';
import {
  otpText,
  promotionText,
  registrationText,
  reminderText,
} from '../../functions/src/members/sms-texts';
import type { OtpPurpose } from '../../functions/src/members/sms-texts';

const languages = ['bm', 'eng'] as const;
const purposes: OtpPurpose[] = ['sign-up', 'password-reset', 'staff-sign-in', 'privacy-request'];
const minutes = ACCOUNT_OTP_TTL_SECONDS / 60;
const startsAt = '2026-12-05T01:00:00.000Z'; // Saturday 5 December 2026, 9:00 in Malaysia

/** Titles as staff may type them, up to the longest allowed. */
const titles = [
  'Forum Komuniti',
  'W'.repeat(EVENT_TITLE_MAX_LENGTH),
  'Bengkel Penulisan Kertas Cadangan untuk Pertubuhan Bukan Kerajaan: Dari Idea ke Geran, Sesi Intensif Dua Hari di Kuala Lumpur'.slice(
    0,
    EVENT_TITLE_MAX_LENGTH,
  ),
  '{'.repeat(EVENT_TITLE_MAX_LENGTH), // GSM-7's extension table: two septets each
  '“Hari Terbuka” — café & kopi… 🎉'.padEnd(EVENT_TITLE_MAX_LENGTH, ' x'),
  '社区论坛 சமூக மன்றம்',
  'Daftar di https://gsk.example.my atau www.gsk.org',
];

/** Every rule of a Malaysian A2P text, as the tests check it (apart from lib/sms's own check). */
const expectCompliant = (text: string) => {
  expect(text.startsWith('RM0 ')).toBe(true);
  expect(text).toContain('Gerakan Sektor Ketiga');
  expect(text).not.toMatch(/https?:|\bwww\.|\.(my|com|org)\b/i);
  const length = gsm7Length(text);
  expect(length).toBeDefined();
  expect(length).toBeLessThanOrEqual(160);
  expect(smsTextProblem(text)).toBeUndefined();
};

describe('otpText', () => {
  for (const language of languages)
    for (const purpose of purposes)
      it(`follows the SMS rules and says the code, its minutes and not to share it (${language}, ${purpose})`, () => {
        const text = otpText('0427', purpose, language);
        expectCompliant(text);
        expect(text).toContain(' 0427.');
        expect(text).toContain(`${minutes} ${language === 'bm' ? 'minit' : 'minutes'}`);
        expect(text).toContain(language === 'bm' ? 'Jangan kongsi' : 'Do not share');
      });

  it('words each purpose differently in each language', () => {
    const texts = languages.flatMap((language) =>
      purposes.map((purpose) => otpText('1234', purpose, language)),
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(otpText('1234', 'password-reset', 'bm')).toContain('kata laluan');
    expect(otpText('1234', 'password-reset', 'eng')).toContain('password reset');
  });

  it('refuses a code that is not digits', () => {
    expect(() => otpText('12a4', 'sign-up', 'eng')).toThrow();
  });
});

describe('registrationText', () => {
  for (const language of languages)
    for (const title of titles)
      it(`fits one segment and follows the SMS rules (${language}, ${title.slice(0, 24)}…)`, () => {
        expectCompliant(registrationText(title, startsAt, language));
      });

  it('names the event and its Malaysian date and time', () => {
    expect(registrationText('Forum Komuniti', startsAt, 'bm')).toBe(
      'RM0 Gerakan Sektor Ketiga: Pendaftaran anda untuk "Forum Komuniti" pada Sab, 5 Dis 2026, 9:00 PG telah disahkan. Terima kasih.',
    );
    expect(registrationText('Forum Komuniti', startsAt, 'eng')).toBe(
      'RM0 Gerakan Sektor Ketiga: Your registration for "Forum Komuniti" on Sat, 5 Dec 2026, 9:00 am is confirmed. Thank you.',
    );
  });

  it('shortens the longest title at a word, marked with "..."', () => {
    const title = titles[2] ?? '';
    for (const language of languages) {
      const text = registrationText(title, startsAt, language);
      expect(text).toMatch(/"Bengkel Penulisan Kertas Cadangan untuk[^"]*\.\.\."/);
      expect(text).not.toContain(title);
      expect(text).toMatch(/[a-z]\.\.\."/);
    }
  });

  it('leaves out a title GSM-7 cannot carry at all, and breaks up links', () => {
    expect(registrationText('社区论坛 சமூக மன்றம்', startsAt, 'eng')).toContain(
      'Your registration for the event on Sat, 5 Dec 2026',
    );
    expect(registrationText('Daftar di https://gsk.example.my', startsAt, 'bm')).toContain(
      '"Daftar di https gsk example my"',
    );
  });
});

describe('promotionText and reminderText', () => {
  for (const [name, text] of [
    ['promotionText', promotionText],
    ['reminderText', reminderText],
  ] as const)
    for (const language of languages)
      for (const title of titles)
        it(`${name} fits one segment and follows the SMS rules (${language}, ${title.slice(0, 24)}…)`, () => {
          expectCompliant(text(title, startsAt, language));
        });

  it('tells a promoted member their place, its time and to give it back if they cannot come', () => {
    expect(promotionText('Gotong-royong Taman Rakyat', startsAt, 'bm')).toBe(
      'RM0 Gerakan Sektor Ketiga: Anda mendapat tempat untuk "Gotong-royong Taman Rakyat" pada Sab, 5 Dis 2026, 9:00 PG. Jika tidak dapat hadir, batalkan di profil.',
    );
    expect(promotionText("People's Park Clean-up", startsAt, 'eng')).toBe(
      'RM0 Gerakan Sektor Ketiga: You got a place for "People\'s Park Clean-up" on Sat, 5 Dec 2026, 9:00 am. Can\'t come? Please cancel in your profile.',
    );
  });

  it('reminds a member of the shift or event and its time', () => {
    expect(reminderText('Forum Komuniti', startsAt, 'bm')).toBe(
      'RM0 Gerakan Sektor Ketiga: Peringatan: "Forum Komuniti" bermula pada Sab, 5 Dis 2026, 9:00 PG. Jika tidak dapat hadir, batalkan di profil.',
    );
    expect(reminderText('Forum Komuniti', startsAt, 'eng')).toBe(
      'RM0 Gerakan Sektor Ketiga: Reminder: "Forum Komuniti" starts on Sat, 5 Dec 2026, 9:00 am. Can\'t come? Please cancel in your profile.',
    );
  });

  it('shortens a long title and leaves out one GSM-7 cannot carry', () => {
    const title = titles[2] ?? '';
    for (const language of languages) {
      expect(promotionText(title, startsAt, language)).toMatch(/"Bengkel Penulisan[^"]*\.\.\."/);
      expect(reminderText(title, startsAt, language)).toMatch(/"Bengkel Penulisan[^"]*\.\.\."/);
    }
    expect(promotionText('社区论坛', startsAt, 'eng')).toContain(
      'You got a place for the activity on',
    );
    expect(reminderText('社区论坛', startsAt, 'bm')).toContain(
      'Peringatan: aktiviti anda bermula pada',
    );
  });
});

describe('gsm7Text', () => {
  it('makes typographic characters plain and drops what GSM-7 lacks', () => {
    expect(gsm7Text('“Hari Terbuka” — Ḥalāl café…\u00a0🎉')).toBe('"Hari Terbuka" - Halal café...');
    expect(gsm7Text('Forum ΔΣ €5')).toBe('Forum 5');
  });
});

describe('smsTextProblem', () => {
  it('names what breaks the rules', () => {
    expect(smsTextProblem('Gerakan Sektor Ketiga: kod 1234')).toMatch(/RM0/);
    expect(smsTextProblem('RM0 Lihat https://gsk.example')).toMatch(/link/);
    expect(smsTextProblem('RM0 Lihat gsk.my')).toMatch(/link/);
    expect(smsTextProblem('RM0 Terima kasih 🎉')).toMatch(/GSM-7/);
    expect(smsTextProblem('RM0 Harga €5')).toMatch(/Malaysian networks/);
    expect(smsTextProblem(`RM0 ${'a'.repeat(157)}`)).toMatch(/over one segment/);
    expect(smsTextProblem(`RM0 ${'a'.repeat(156)}`)).toBeUndefined();
    expect(smsTextProblem(`RM0 ${'['.repeat(78)}`)).toBeUndefined();
    expect(smsTextProblem(`RM0 ${'['.repeat(79)}`)).toMatch(/over one segment/);
  });
});
