import { CV_MAX_BYTES, PRIVACY_RESPONSE_DAYS } from '../constants';
import { dl, p, ul } from './blocks';
import {
  ACCOUNT_RETENTION_DAYS_AFTER_CLOSING,
  APPLICATION_RETENTION_DAYS,
  CORRESPONDENCE_RETENTION_YEARS,
  DONATION_RECORD_RETENTION_YEARS,
  MINIMUM_AGE,
  PRIVACY_EFFECTIVE,
  PRIVACY_EMAIL,
  SERVER_LOG_RETENTION_DAYS,
} from './legal-facts';
import type { LegalDocument } from './types';

/**
 * The privacy statement in English: a translation of the Malay statement, which prevails.
 * It follows the seven principles of the Personal Data Protection Act 2010.
 */
export function privacyEng(): LegalDocument {
  const cvMegabytes = CV_MAX_BYTES / 1024 / 1024;
  const applicationMonths = Math.round(APPLICATION_RETENTION_DAYS / 30.4);
  return {
    title: 'Privacy Statement',
    effective: PRIVACY_EFFECTIVE,
    notice:
      'This is an English translation of the Malay privacy statement (Pernyataan Privasi). If the two versions differ, the Malay version prevails.',
    intro: [
      p(
        'Gerakan Sektor Ketiga (“we”, “us”) respects your privacy. This statement explains how we collect, use, disclose, protect and keep personal data through our website and apps, in line with the Personal Data Protection Act 2010 (PDPA) and its amendments. It is the written notice the PDPA requires us to give you.',
      ),
    ],
    sections: [
      {
        id: 'data-we-collect',
        heading: 'The personal data we collect',
        blocks: [
          dl([
            [
              'When you donate',
              'Your name, email address and phone number, the amount, any notes you add, the enterprise you choose (if any), your language and the IP address your request comes from. Our payment gateway, eGHL, sends us the payment ID, its status, the payment method, the time and the authorisation references. We never receive your full card number or your online-banking password: eGHL processes them on its own secure page.',
            ],
            [
              'When you apply to be a partner',
              `Your full name, phone number and email address, how you want to contribute (as an equity, asset or operations partner), the enterprise you want to help, any comments and, if you choose to send one, your CV or short profile (PDF, DOC, DOCX or TXT, up to ${cvMegabytes} MB).`,
            ],
            [
              'When you offer your expertise',
              'Your name, email address, phone number, highest qualification, area of interest and your CV (PDF).',
            ],
            [
              'When you use our app',
              'Your full name as in your identity card, mobile number, password (stored only in protected, hashed form), voting state and parliamentary and state (DUN) constituencies, and your registrations for programmes and events. Your constituencies are used only to invite you to programmes near you, and only with your consent.',
            ],
            [
              'When you visit the website',
              'Our servers record your IP address, the date and time, the page requested and your browser type, to keep the service secure and working. Your browser’s local storage remembers your language choice. We do not use advertising or tracking cookies.',
            ],
          ]),
          p(
            'You give us this data yourself, except the payment references that eGHL sends us and the technical data your browser sends. Fields marked as required are needed to process your donation or application, and without them we cannot do so; everything else is optional.',
          ),
          p(
            'We do not ask for sensitive personal data, such as information about your health, religious beliefs or political opinions. Please do not include it in your CV or comments.',
          ),
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we use it',
        blocks: [
          p('We use personal data only for these purposes:'),
          ul([
            'to process your donation, confirm its result, send your receipt and keep the accounts the law requires;',
            'to show the total amount raised and the number of contributors, as totals only and never by name;',
            'to assess your partner or expert application, contact you about it and, if it goes ahead, prepare your agreement;',
            'to manage your app account and your registrations for programmes and events;',
            'to answer your questions and requests;',
            'to keep the website, the apps and payments secure, to prevent fraud and abuse, and to fix faults;',
            'to meet our legal obligations, including those on accounting and tax.',
          ]),
          p(
            'We will ask for your consent before we use your data for any other purpose, such as sending you news of the Movement, and you may withdraw your consent at any time. We never sell personal data.',
          ),
        ],
      },
      {
        id: 'disclosure',
        heading: 'Who we share it with',
        blocks: [
          p('We disclose personal data only to:'),
          ul([
            'eGHL, our licensed payment gateway, to process payments;',
            'the service providers that host the website, store data and send email for us (Amazon Web Services), under contracts that require them to protect the data and use it only on our instructions;',
            'the enterprise you apply to, and the Movement’s staff and volunteers who assess applications, only as far as they need to;',
            'professional advisers such as auditors and lawyers, who owe us a duty of confidentiality;',
            'authorities, when the law requires it or a court orders it.',
          ]),
          p(
            'Some of our service providers store data on servers outside Malaysia. We transfer personal data abroad only as the PDPA allows, and with safeguards that give it a level of protection comparable to that in Malaysia.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        blocks: [
          p(
            'We take practical steps to protect personal data from loss, misuse, modification, unauthorised or accidental access or disclosure, alteration and destruction:',
          ),
          ul([
            'every page, form and payment uses an encrypted connection (HTTPS);',
            'applications and CVs are kept in private, encrypted storage that is never publicly accessible, and the staff who review them open them through links that expire;',
            'access is limited to the people who need the data for their work;',
            'payment requests are signed so that they cannot be altered, and card details are handled only by the payment gateway;',
            'we review our systems and our service providers regularly.',
          ]),
          p(
            'If a personal data breach happens that is likely to cause significant harm, we will notify the Personal Data Protection Commissioner and, where required, the people affected, as the law requires.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          dl([
            [
              'Donation records',
              `${DONATION_RECORD_RETENTION_YEARS} years after the end of the year in which you donated, because accounting and tax law require us to keep financial records for that long.`,
            ],
            [
              'Partner and expert applications and CVs',
              `${applicationMonths} months (${APPLICATION_RETENTION_DAYS} days) from the day you submit them; then they are deleted. If your application leads to a partnership or an engagement, we keep what its agreement needs while it lasts and for ${DONATION_RECORD_RETENTION_YEARS} years afterwards.`,
            ],
            [
              'App accounts',
              `While your account is open; we delete or anonymise the data within ${ACCOUNT_RETENTION_DAYS_AFTER_CLOSING} days after it is closed.`,
            ],
            [
              'Messages and requests',
              `${CORRESPONDENCE_RETENTION_YEARS} years after the matter is closed.`,
            ],
            ['Server logs', `${SERVER_LOG_RETENTION_DAYS} days.`],
          ]),
          p(
            'When a period ends we delete the data or make it anonymous, so that it can no longer identify you.',
          ),
        ],
      },
      {
        id: 'data-integrity',
        heading: 'Keeping your data accurate',
        blocks: [
          p(
            'We take reasonable steps to make sure that the personal data we hold is accurate, complete, not misleading and up to date. Please tell us when your details change.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights: access, correction and deletion',
        blocks: [
          p('You may ask us, in writing:'),
          ul([
            'for a copy of the personal data we hold about you and how we use it (access);',
            'to correct data that is inaccurate, incomplete, misleading or out of date (correction);',
            'to delete data that we no longer need or have no legal reason to keep, or to withdraw your consent (deletion);',
            'to stop processing that is likely to cause you substantial damage or distress, or any direct marketing;',
            'to send your data to another organisation, where the law gives you that right (data portability).',
          ]),
          p(
            `Send your request to ${PRIVACY_EMAIL} with enough information for us to find your data, such as the email address or phone number you used and, for a donation, its Payment ID. We may ask you to confirm your identity before we act.`,
          ),
          p(
            `We answer every access, correction and deletion request within ${PRIVACY_RESPONSE_DAYS} days of receiving it. If we cannot comply in full, we tell you why within the same period. Correction and deletion are free; for a copy of your data we may charge the fee the PDPA regulations allow, and we will tell you the amount first.`,
          ),
          p(
            'If you are not satisfied with our answer, you may complain to the Personal Data Protection Commissioner.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          p(
            `Our donation and application forms are for people aged ${MINIMUM_AGE} and over. We do not knowingly collect personal data from children without the consent of a parent or guardian; if you believe we have, contact us and we will delete it.`,
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this statement',
        blocks: [
          p(
            'We may update this statement. We will publish each new version on this page with the date it takes effect, and tell you directly about significant changes where we have your contact details.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [
          p(
            `For any question or request about your personal data, write to Gerakan Sektor Ketiga at ${PRIVACY_EMAIL}, with “Personal data request” in the subject line.`,
          ),
        ],
      },
    ],
  };
}
