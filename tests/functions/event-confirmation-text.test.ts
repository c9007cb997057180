import { describe, expect, it } from 'vitest';
import { smsTextProblem } from '../../functions/src/lib/sms';
import { registrationText } from '../../functions/src/members/sms-texts';
import { seedEvents } from '../../infra/local/event-seeds';

describe('the confirmation SMS of the seeded programmes', () => {
  it('names each seeded programme (whole, or cut to fit one segment), in both languages, within the A2P rules', () => {
    for (const seeded of seedEvents(new Date('2026-11-24T00:00:00Z'))) {
      for (const language of ['bm', 'eng'] as const) {
        const text = registrationText(seeded.title[language], seeded.startsAt, language);
        expect(smsTextProblem(text), text).toBeUndefined();
        expect(text).toContain(`"${seeded.title[language].slice(0, 30)}`);
      }
    }
  });
});
