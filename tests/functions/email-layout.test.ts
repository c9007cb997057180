import { describe, expect, it } from 'vitest';
import {
  acknowledgementEmail as applicantEmail,
  applicationEmail,
} from '../../functions/src/applications/email';
import { applicationRowOf } from '../../functions/src/applications/index-row';
import { acknowledgementEmail, staffMessageEmail } from '../../functions/src/contact/emails';
import type { ContactRecord } from '../../functions/src/contact/messages';
import { staffDigestEmail } from '../../functions/src/email/staff-notices';
import type { EmailContent } from '../../functions/src/lib/email';
import { renderEmail, type EmailMessage } from '../../functions/src/lib/email-layout';
import type { StoredApplication } from '../../functions/src/applications/store';
import type { PaymentRecord } from '../../functions/src/payments/ledger';
import {
  adminNoticeEmail,
  receiptEmail,
  reviewNoticeEmail,
} from '../../functions/src/payments/receipt-email';

/** Text someone typed, hostile in HTML: it must arrive as text in every part of every email. */
const typed = (what: string) => `${what} <script>alert(1)</script> & "x" 'y'`;
const escaped = (what: string) =>
  `${what} &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &#39;y&#39;`;

/** What a reader of the HTML part sees: the text between the tags, entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<head>.*?<\/head>/s, '')
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const everyBlock: EmailMessage = {
  language: 'eng',
  subject: typed('Subject\r\nBcc: victim@example.com'),
  heading: typed('Heading'),
  body: [
    { kind: 'paragraph', text: typed('First paragraph') + '\n\n' + typed('Second paragraph') },
    { kind: 'table', rows: [[typed('Label'), typed('Value')]] },
    { kind: 'list', columns: [typed('Column'), 'Other'], rows: [[typed('Cell'), 'Plain']] },
    { kind: 'quote', label: typed('Quoted label'), text: typed('Quoted text') },
    {
      kind: 'action',
      lead: typed('Lead'),
      label: typed('Link'),
      url: 'https://example.test/?a=1&b=<2>',
      note: typed('Note'),
    },
  ],
  footer: [typed('Footer')],
  signOff: typed('Sign-off'),
};

describe('the email layout', () => {
  it('renders the text and the HTML part from one message, every typed text escaped in the HTML', () => {
    const { text, html } = renderEmail(everyBlock);
    const words = [
      'Heading',
      'First paragraph',
      'Second paragraph',
      'Label',
      'Value',
      'Column',
      'Cell',
      'Quoted label',
      'Quoted text',
      'Lead',
      'Link',
      'Note',
      'Footer',
      'Sign-off',
    ];
    for (const word of words) {
      expect(text).toContain(typed(word));
      expect(html).toContain(escaped(word));
      expect(htmlText(html)).toContain(typed(word));
    }
    expect(html).not.toContain('<script>');
    expect(text).toContain(
      'Link <script>alert(1)</script> & "x" \'y\': https://example.test/?a=1&b=<2>',
    );
    expect(html).toContain('href="https://example.test/?a=1&amp;b=&lt;2&gt;"');
    expect(text).toContain(`${typed('Label')}: ${typed('Value')}`);
    expect(text).toContain(`${typed('Column')} · Other\n${typed('Cell')} · Plain`);
    expect(text.endsWith(`${typed('Sign-off')}\nGerakan Sektor Ketiga\n`)).toBe(true);
  });

  it('keeps the subject on one line, in the header and in the HTML title', () => {
    const { subject, html } = renderEmail(everyBlock);
    expect(subject).toBe(typed('Subject Bcc: victim@example.com'));
    expect(html).toContain(`<title>${escaped('Subject Bcc: victim@example.com')}</title>`);
    expect(renderEmail({ ...everyBlock, subject: 'x'.repeat(300) }).subject).toHaveLength(200);
  });

  it('closes with the site’s name alone when there is no sign-off', () => {
    const { text, html } = renderEmail({ ...everyBlock, signOff: undefined });
    expect(text.endsWith('\n— Gerakan Sektor Ketiga\n')).toBe(true);
    expect(html).toMatch(/<small>Gerakan Sektor Ketiga<\/small><\/p>\n<\/body>/);
  });
});

const payment = (language: PaymentRecord['language']): PaymentRecord => ({
  paymentId: '1756700000000K4201',
  status: 'success',
  amount: 50,
  currency: 'MYR',
  name: typed('Donor'),
  email: 'donor@example.com',
  phone: '012-345 6789',
  notes: typed('Notes'),
  language,
  custIp: '203.0.113.9',
  origin: 'https://site.test',
  createdAt: '2025-09-01T02:10:00.000Z',
  updatedAt: '2025-09-01T02:15:00.000Z',
  paidAt: '2025-09-01T02:15:00.000Z',
  review: 'late_success',
  reviewAt: '2025-09-01T02:15:00.000Z',
  reviewGateway: { TxnStatus: '0', TxnMessage: typed('Gateway message') },
});

const message = (language: ContactRecord['language']): ContactRecord => ({
  messageId: 'b2c6f1a0-0000-4000-8000-000000000001',
  name: typed('Visitor'),
  email: 'visitor@example.com',
  message: typed('Message'),
  language,
  createdAt: '2025-09-01T02:10:00.000Z',
});

const application: StoredApplication = {
  id: '0b6c1a52-5d0e-4c1b-9d5a-3f1e2a7b8c90',
  form: 'expert',
  submittedAt: '2025-09-01T02:30:00.000Z',
  fields: { name: typed('Applicant'), email: 'lee@example.edu.my', phone: '03-1234 5678' },
  cv: null,
  language: 'eng',
};

const applicationRow = (language: StoredApplication['language']) =>
  applicationRowOf({ ...application, language }, new Date(application.submittedAt));

/** Every email the site sends, with the language of its `<html lang>` and a text typed into it. */
const sent: [name: string, email: EmailContent, lang: 'ms' | 'en', typedWord: string][] = [
  ['the receipt in Malay', receiptEmail(payment('bm')), 'ms', 'Donor'],
  ['the receipt in English', receiptEmail(payment('eng')), 'en', 'Donor'],
  ['the donation notice', adminNoticeEmail(payment('eng')), 'ms', 'Notes'],
  ['the review notice', reviewNoticeEmail(payment('eng')), 'ms', 'Gateway message'],
  ['the acknowledgement in Malay', acknowledgementEmail(message('bm')), 'ms', 'Message'],
  ['the acknowledgement in English', acknowledgementEmail(message('eng')), 'en', 'Message'],
  ['the contact message to staff', staffMessageEmail(message('eng')), 'ms', 'Message'],
  ['the application notice', applicationEmail(application, undefined), 'en', 'Applicant'],
  [
    'the applicant’s acknowledgement in Malay',
    applicantEmail(applicationRow('bm')),
    'ms',
    'Applicant',
  ],
  [
    'the applicant’s acknowledgement in English',
    applicantEmail(applicationRow('eng')),
    'en',
    'Applicant',
  ],
  [
    'the staff digest',
    staffDigestEmail('2025-09-01', [
      {
        kind: 'application',
        id: application.id,
        at: application.submittedAt,
        subject: typed('Subject'),
      },
    ]),
    'ms',
    'Subject',
  ],
];

describe('every email the site sends', () => {
  it.each(sent)('%s has the one layout, in its language', (_name, email, lang, word) => {
    expect(email.html).toMatch(
      new RegExp(
        `^<!doctype html>\\n<html lang="${lang}">\\n<head><meta charset="utf-8">` +
          '.*<h1 style="[^"]*">[^<]+</h1>\\n.*Gerakan Sektor Ketiga.*\\n</body>\\n</html>\\n$',
        's',
      ),
    );
    expect(email.text).toContain(typed(word));
    expect(email.html).toContain(escaped(word));
    expect(email.html).not.toContain('<script>');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
