import { RecordFolder } from './outbox';

/**
 * A text message the local SNS emulator accepted (`Publish` to a phone number), as its JSON file
 * and the SMS outbox's `/api/messages` show it.
 */
export interface SmsOutboxMessage {
  /** The outbox's id (time-ordered, `{16 hex}-{uuid}`); its uuid is SNS's MessageId. */
  id: string;
  /** The MessageId SNS answered with. */
  messageId: string;
  /** ISO 8601 time SNS accepted the message. */
  date: string;
  /** The number it went to, in E.164 (`+60123456789`). */
  to: string;
  text: string;
  /** `AWS.SNS.SMS.SMSType` as the request gave it (`Transactional`, `Promotional`), else null. */
  type: string | null;
  /** `AWS.SNS.SMS.SenderID`, when the request gave one. */
  senderId: string | null;
  /** `AWS.MM.SMS.OriginationNumber`, when the request gave one. */
  originationNumber: string | null;
}

/** The SMS outbox: one `{id}.json` per message in its folder, newest first when listed. */
export class SmsOutbox extends RecordFolder<SmsOutboxMessage> {}
