import { describe, expect, it } from 'vitest';
import { registrationText, smsDateTime } from '../../functions/src/events/confirmation';
import { smsTextProblem } from '../../functions/src/lib/sms';
import { seedEvents } from '../../infra/local/event-seeds';

const event = (title: string, startsAt = '2026-12-05T01:00:00.000Z', online = false) => ({
  title: { bm: title, eng: title },
  startsAt,
  online,
});

describe('the registration confirmation SMS', () => {
  it('says the date and time in Malaysia, in the member’s language', () => {
    expect(smsDateTime('2026-12-05T01:00:00.000Z', 'bm')).toBe('5 Dis 2026 9:00 pagi');
    expect(smsDateTime('2026-12-05T01:00:00.000Z', 'eng')).toBe('5 Dec 2026 9:00am');
    expect(smsDateTime('2026-08-31T12:30:00.000Z', 'bm')).toBe('31 Ogo 2026 8:30 malam');
    expect(smsDateTime('2026-08-31T16:05:00.000Z', 'eng')).toBe('1 Sep 2026 12:05am');
    expect(smsDateTime('2026-08-31T05:00:00.000Z', 'bm')).toBe('31 Ogo 2026 1:00 tengah hari');
  });

  it('names the movement, starts with RM0 and fits one GSM-7 segment for every seeded programme', () => {
    for (const seeded of seedEvents(new Date('2026-11-24T00:00:00Z'))) {
      for (const language of ['bm', 'eng'] as const) {
        const text = registrationText(language, seeded);
        expect(smsTextProblem(text), text).toBeUndefined();
        expect(text).toContain(seeded.title[language]);
      }
    }
    expect(registrationText('bm', event('Forum Dasar', undefined, true))).toBe(
      'RM0 Gerakan Sektor Ketiga: Pendaftaran anda untuk "Forum Dasar" pada 5 Dis 2026 9:00 pagi (dalam talian) disahkan.',
    );
    expect(registrationText('eng', event('Policy Forum'))).toBe(
      'RM0 Gerakan Sektor Ketiga: You are registered for "Policy Forum" on 5 Dec 2026 9:00am.',
    );
  });

  it('shortens a long title, plains out typography and leaves out a title that reads as a link', () => {
    const long = registrationText('eng', event(`Bengkel “Solar” – ${'panjang '.repeat(30)}`));
    expect(smsTextProblem(long)).toBeUndefined();
    expect(long).toMatch(
      /^RM0 Gerakan Sektor Ketiga: You are registered for "Bengkel "Solar" - panjang .*\.\.\." on 5 Dec 2026 9:00am\.$/,
    );
    expect(registrationText('bm', event('Café Koperasi'))).toContain('"Cafe Koperasi"');
    expect(registrationText('eng', event('Visit FlexiMart.com'))).toBe(
      'RM0 Gerakan Sektor Ketiga: You are registered for our programme on 5 Dec 2026 9:00am.',
    );
  });
});
