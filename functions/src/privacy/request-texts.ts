import { ACCOUNT_OTP_TTL_SECONDS } from '@gsk/core/constants';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import type { PrivacyRequestKind } from '@gsk/core/privacy/requests';
import { site } from '@gsk/core/site';
import type { EmailContent } from '../lib/email';
import { malaysianDateTime, oneLine, renderEmail, type EmailRow } from '../lib/email-layout';
import { gsm7Text, SMS_PREFIX } from '../lib/sms';

/*
 * What requests about personal data send (docs/privacy.md, "Requests"), in the person's language:
 * the one-time code by email (by SMS it is the members' code text, sms-texts.ts), the
 * acknowledgement with the request's reference and due day (SMS or email, the channel the code
 * proved), the notice of an extension, and the staff's copy (both languages: staff read both).
 * All are transactional: they answer what the person just did, so they need no consent.
 */

const movement = 'Gerakan Sektor Ketiga';

/** Minutes a code lasts (ACCOUNT_OTP_TTL_SECONDS, rounded up). */
const otpMinutes = Math.ceil(ACCOUNT_OTP_TTL_SECONDS / 60);

/** What each kind of request is called, in each language. */
export const privacyKindNames: Record<Language, Record<PrivacyRequestKind, string>> = {
  bm: {
    access: 'Salinan data peribadi saya',
    correction: 'Pembetulan data peribadi saya',
    deletion: 'Pemadaman data peribadi saya',
    portability: 'Data saya dalam fail untuk dibawa ke tempat lain',
    'withdraw-consent': 'Menarik balik persetujuan',
    other: 'Permintaan lain tentang data peribadi saya',
  },
  eng: {
    access: 'A copy of my personal data',
    correction: 'A correction of my personal data',
    deletion: 'The deletion of my personal data',
    portability: 'My data as a file to take elsewhere',
    'withdraw-consent': 'Withdrawing a consent',
    other: 'Another request about my personal data',
  },
};

const codeCopy = {
  bm: {
    subject: `Kod pengesahan permintaan data peribadi anda — ${site.name}`,
    heading: 'Kod pengesahan anda',
    lead: (code: string) => `Kod pengesahan permintaan data peribadi anda ialah ${code}.`,
    validity: `Kod ini sah selama ${otpMinutes} minit. Jangan kongsi kod ini dengan sesiapa.`,
    notYou:
      'Jika anda tidak membuat permintaan ini, abaikan sahaja emel ini: tiada apa yang direkodkan tanpa kod ini.',
  },
  eng: {
    subject: `Your personal data request code — ${site.name}`,
    heading: 'Your verification code',
    lead: (code: string) => `Your personal data request code is ${code}.`,
    validity: `It is valid for ${otpMinutes} minute${otpMinutes === 1 ? '' : 's'}. Do not share it with anyone.`,
    notYou:
      'If you did not make this request, simply ignore this email: nothing is recorded without this code.',
  },
} as const;

/** The email that carries a request's one-time code (`code`, its digits). */
export function privacyCodeEmail(code: string, language: Language): EmailContent {
  if (!/^\d+$/.test(code)) throw new Error('privacyCodeEmail: a code is digits only');
  const copy = codeCopy[language];
  return renderEmail({
    language,
    subject: copy.subject,
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: copy.lead(code) },
      { kind: 'paragraph', text: copy.validity },
      { kind: 'paragraph', text: copy.notYou },
    ],
  });
}

/** What an acknowledgement or a notice needs of a request. */
export interface RequestNotice {
  reference: string;
  kind: PrivacyRequestKind;
  name: string;
  language: Language;
  receivedAt: string;
  dueDay: string;
}

/** A date in a text: the long form ('18 Disember 2026'), GSM-7 only. */
const smsDay = (day: string, language: Language) => gsm7Text(malaysianLongDate(day, language));

/** The acknowledgement texted once the code checked out: reference and due day. */
export function acknowledgementText(request: RequestNotice): string {
  const due = smsDay(request.dueDay, request.language);
  return request.language === 'bm'
    ? `${SMS_PREFIX}${movement}: Permintaan data peribadi anda ${request.reference} telah diterima. Kami akan menjawab selewat-lewatnya ${due}.`
    : `${SMS_PREFIX}${movement}: Your personal data request ${request.reference} is received. We will answer by ${due}.`;
}

/** The text of an extension: the new due day; the reason follows by a call or letter. */
export function extensionText(request: RequestNotice): string {
  const due = smsDay(request.dueDay, request.language);
  return request.language === 'bm'
    ? `${SMS_PREFIX}${movement}: Kami perlukan masa tambahan untuk permintaan ${request.reference}. Jawapan selewat-lewatnya ${due}. Kami akan maklumkan sebabnya.`
    : `${SMS_PREFIX}${movement}: We need more time for request ${request.reference}. You will have our answer by ${due}. We will tell you why.`;
}

const acknowledgementCopy = {
  bm: {
    subject: (reference: string) => `Permintaan data peribadi ${reference} diterima — ${site.name}`,
    heading: 'Kami telah menerima permintaan anda',
    greeting: (name: string) => `Salam ${name},`,
    received: (time: string, due: string) =>
      `Permintaan anda telah disahkan pada ${time}. Kami akan menjawabnya selewat-lewatnya ${due}, seperti yang dijanjikan dalam notis privasi kami.`,
    rows: ['Rujukan', 'Permintaan', 'Dijawab selewat-lewatnya'] as const,
    reply: 'Sebutkan rujukan ini jika anda menghubungi kami tentang permintaan ini.',
    signOff: 'Yang benar,',
  },
  eng: {
    subject: (reference: string) => `Personal data request ${reference} received — ${site.name}`,
    heading: 'We have received your request',
    greeting: (name: string) => `Dear ${name},`,
    received: (time: string, due: string) =>
      `Your request was verified on ${time}. We will answer it by ${due} at the latest, as our privacy notice promises.`,
    rows: ['Reference', 'Request', 'Answered by'] as const,
    reply: 'Please quote this reference if you contact us about this request.',
    signOff: 'Yours sincerely,',
  },
} as const;

/** The acknowledgement emailed once the code checked out, in the person's language. */
export function acknowledgementEmail(request: RequestNotice): EmailContent {
  const copy = acknowledgementCopy[request.language];
  const due = malaysianLongDate(request.dueDay, request.language);
  const [reference, kind, answeredBy] = copy.rows;
  return renderEmail({
    language: request.language,
    subject: copy.subject(request.reference),
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: copy.greeting(request.name) },
      {
        kind: 'paragraph',
        text: copy.received(malaysianDateTime(request.receivedAt, request.language), due),
      },
      {
        kind: 'table',
        rows: [
          [reference, request.reference],
          [kind, privacyKindNames[request.language][request.kind]],
          [answeredBy, due],
        ],
      },
      { kind: 'paragraph', text: copy.reply },
    ],
    signOff: copy.signOff,
  });
}

const extensionCopy = {
  bm: {
    subject: (reference: string) => `Permintaan ${reference}: masa tambahan — ${site.name}`,
    heading: 'Kami memerlukan masa tambahan',
    body: (due: string) =>
      `Kami tidak dapat menyelesaikan permintaan anda dalam tempoh 21 hari. Kami akan menjawabnya selewat-lewatnya ${due}, dan memberikan apa yang sudah sedia lebih awal.`,
    why: 'Sebabnya:',
    signOff: 'Yang benar,',
  },
  eng: {
    subject: (reference: string) => `Request ${reference}: more time needed — ${site.name}`,
    heading: 'We need a little more time',
    body: (due: string) =>
      `We cannot complete your request within 21 days. We will answer it by ${due} at the latest, and give you what is ready sooner.`,
    why: 'The reason:',
    signOff: 'Yours sincerely,',
  },
} as const;

/** The notice of an extension by email: the new due day and staff's reason. */
export function extensionEmail(request: RequestNotice, reason: string): EmailContent {
  const copy = extensionCopy[request.language];
  return renderEmail({
    language: request.language,
    subject: copy.subject(request.reference),
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: acknowledgementCopy[request.language].greeting(request.name) },
      { kind: 'paragraph', text: copy.body(malaysianLongDate(request.dueDay, request.language)) },
      { kind: 'quote', label: copy.why, text: reason },
    ],
    signOff: copy.signOff,
  });
}

/** The staff's copy of a new request, both languages. */
export function staffRequestEmail(
  request: RequestNotice & { contact: string; details: string },
): EmailContent {
  const rows: EmailRow[] = [
    ['Rujukan / Reference', request.reference],
    [
      'Permintaan / Request',
      `${privacyKindNames.bm[request.kind]} / ${privacyKindNames.eng[request.kind]}`,
    ],
    ['Nama / Name', request.name],
    ['Dihubungi melalui / Contact', request.contact],
    ['Bahasa / Language', request.language === 'bm' ? 'Bahasa Melayu' : 'English'],
    ['Diterima / Received', `${malaysianDateTime(request.receivedAt, 'eng')} (MYT)`],
    ['Tarikh akhir / Due', malaysianLongDate(request.dueDay, 'eng')],
  ];
  return renderEmail({
    language: 'bm',
    subject: `Permintaan data peribadi / Personal data request ${request.reference}: ${oneLine(request.name, 80)}`,
    heading: 'Permintaan data peribadi baharu / New personal data request',
    body: [
      { kind: 'table', rows },
      ...(request.details
        ? [{ kind: 'quote' as const, label: 'Butiran / Details:', text: request.details }]
        : []),
    ],
    footer: [
      'Jawab dalam konsol kakitangan, "Permintaan data". / Answer it in the staff console, "Data requests".',
    ],
  });
}
