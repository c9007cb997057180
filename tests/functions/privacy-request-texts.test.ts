import { languages } from '@gsk/core/i18n/language';
import { describe, expect, it } from 'vitest';
import { smsTextProblem } from '../../functions/src/lib/sms';
import {
  acknowledgementText,
  extensionText,
  privacyCodeEmail,
} from '../../functions/src/privacy/request-texts';

/*
 * What requests about personal data text and email (functions/src/privacy/request-texts.ts): each
 * text keeps the A2P rules in one segment, whatever the month's name; the code's email carries
 * the code and its validity in the person's language.
 */

const request = (language: (typeof languages)[number], dueDay: string) => ({
  reference: 'PD-WXYZ2345',
  kind: 'access' as const,
  name: 'Siti Khadijah',
  language,
  receivedAt: '2026-11-27T02:00:00.000Z',
  dueDay,
});

describe('request texts', () => {
  it('fit one segment by the A2P rules, every month, both languages', () => {
    for (const language of languages) {
      for (let month = 1; month <= 12; month += 1) {
        const notice = request(language, `2027-${String(month).padStart(2, '0')}-28`);
        for (const text of [acknowledgementText(notice), extensionText(notice)]) {
          expect(smsTextProblem(text), text).toBeUndefined();
          expect(text).toContain('PD-WXYZ2345');
        }
      }
    }
  });

  it('say the due day as people read it', () => {
    expect(acknowledgementText(request('bm', '2026-12-18'))).toContain('18 Disember 2026');
    expect(extensionText(request('eng', '2027-01-01'))).toContain('1 January 2027');
  });

  it("email the code with how long it lasts, in the person's language", () => {
    expect(privacyCodeEmail('0427', 'bm').text).toContain('ialah 0427.');
    expect(privacyCodeEmail('0427', 'bm').text).toContain('5 minit');
    expect(privacyCodeEmail('0427', 'eng').subject).toContain('personal data request code');
    expect(() => privacyCodeEmail('04a7', 'eng')).toThrow();
  });
});
