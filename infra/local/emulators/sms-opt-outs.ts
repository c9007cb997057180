import { mkdirSync, readFileSync } from 'node:fs';
import { replaceDurably } from './durable-file';

/*
 * SNS's account-wide SMS opt-out list on this machine: numbers whose holder replied with an opt-out
 * keyword (through the SMS outbox's `POST /api/replies`), until OptInPhoneNumber. Kept in
 * `opted-out.json` in the SMS outbox's folder, replaced durably on every change, so a restart (or a
 * kill) keeps every opt-out that was acknowledged.
 */

/** The keywords SNS takes as an opt-out, in any case, as the whole reply. */
export const optOutKeywords = new Set([
  'ARRET',
  'CANCEL',
  'END',
  'OPT-OUT',
  'OPTOUT',
  'QUIT',
  'REMOVE',
  'STOP',
  'TD',
  'UNSUBSCRIBE',
]);

/** Whether a reply opts its sender out (SNS's keywords, trimmed, in any case). */
export const isOptOutReply = (text: string): boolean =>
  optOutKeywords.has(text.trim().toUpperCase());

const fileName = 'opted-out.json';

export class SmsOptOuts {
  private readonly numbers: Map<string, string>;

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    let saved: Record<string, string> = {};
    try {
      saved = JSON.parse(readFileSync(`${dir}/${fileName}`, 'utf8')) as Record<string, string>;
    } catch {
      // None yet.
    }
    this.numbers = new Map(Object.entries(saved));
  }

  has(number: string): boolean {
    return this.numbers.has(number);
  }

  async optOut(number: string): Promise<void> {
    if (this.numbers.has(number)) return;
    this.numbers.set(number, new Date().toISOString());
    await this.save();
  }

  async optIn(number: string): Promise<void> {
    if (!this.numbers.delete(number)) return;
    await this.save();
  }

  private save(): Promise<void> {
    return replaceDurably(
      this.dir,
      fileName,
      `${JSON.stringify(Object.fromEntries(this.numbers), null, 2)}\n`,
    );
  }
}
