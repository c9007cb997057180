import {
  ACCOUNT_OTP_TTL_SECONDS,
  CV_MAX_BYTES,
  MEMBER_SESSION_TTL_SECONDS,
  PRIVACY_RESPONSE_DAYS,
} from '../constants';
import { sitePaths } from '../paths';
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
  const codeMinutes = ACCOUNT_OTP_TTL_SECONDS / 60;
  const sessionDays = MEMBER_SESSION_TTL_SECONDS / (24 * 60 * 60);
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
              'When you volunteer',
              'The skills, languages and availability you tell us, how far you can travel, the shifts you sign up for and whether you attended. The coordinators of your area see your name, seats, skills, languages, availability and reach, and your mobile number or email address only if you agreed to be contacted that way.',
            ],
            [
              'When you buy from our shop',
              'Your name, email address, phone number and delivery address, what you ordered and its payment, and the courier and tracking number of its delivery.',
            ],
            [
              'When you start a fundraising page or join the donor wall',
              'The page’s title, story and goal, and the first word of your name, which the page shows publicly. If you choose the donor wall when you donate, the name you give is shown there.',
            ],
            [
              'When you choose which messages to receive',
              'For each channel (SMS, email) and each purpose (your registrations and shifts; news and appeals of the Movement): whether you said yes, when, the exact words you were shown, in which language, and where you chose (when signing up, in your profile or on the volunteer form).',
            ],
            [
              'When you write to us or ask about your data',
              'Your name, email address, phone number (if you give it) and your message. For a request about your personal data: the mobile number or email address you prove with a one-time code, what you ask for, and our answer.',
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
            'to arrange volunteer shifts and tell the volunteers of a shift about changes to it;',
            'to fulfil and deliver your shop orders and handle returns;',
            'to answer your questions and requests, including requests about your personal data;',
            'to keep the website, the apps and payments secure, to prevent fraud and abuse, and to fix faults;',
            'to meet our legal obligations, including those on accounting and tax.',
          ]),
          p(
            'Some messages are part of what you asked us to do, and we send them without asking again: one-time codes, receipts, the confirmation of what you have just done, a change or cancellation of something you booked, and a place freed for you on a waiting list. Every other message needs your consent for its channel and its purpose: reminders about your registrations and shifts, and news and appeals of the Movement. You choose each one separately, for SMS and for email, and may change any choice at any time; we keep a record of each choice. We never sell personal data.',
            { label: 'Change your choices in your profile.', path: sitePaths.privacySettings },
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
            'the service providers that host the website, store data and send email and text messages for us (Amazon Web Services), under contracts that require them to protect the data and use it only on our instructions;',
            'the courier that delivers your shop order: your name, phone number and delivery address;',
            'the enterprise you apply to, and the Movement’s staff and volunteers who assess applications, only as far as they need to;',
            'the coordinators of your area, when you volunteer, as described above;',
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
            'If a personal data breach happens that causes or is likely to cause significant harm, we notify the Personal Data Protection Commissioner as soon as practicable and within 72 hours of learning of it. If it is likely to cause you significant harm, we also tell you, without unnecessary delay and within 7 days of notifying the Commissioner: what happened, which of your data was involved, what we have done and what you can do to protect yourself. We keep a record of every breach and what we did about it.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          dl([
            [
              'Donation and order records',
              `${DONATION_RECORD_RETENTION_YEARS} years after the end of the year in which you donated or ordered, because accounting and tax law require us to keep financial records for that long.`,
            ],
            [
              'Partner and expert applications and CVs',
              `${applicationMonths} months (${APPLICATION_RETENTION_DAYS} days) from the day you submit them; then the application, its CV and our staff’s copy of it are deleted. A CV that was uploaded but never sent with a form is deleted after a day. If your application leads to a partnership or an engagement, we keep what its agreement needs while it lasts and for ${DONATION_RECORD_RETENTION_YEARS} years afterwards.`,
            ],
            [
              'App accounts',
              `While your account is open. When you close it, your sessions end at once and your profile, choices about messages, volunteer details and CVs are erased; your donations and orders stay only as financial records that no longer name you. Copies in our backups are gone within ${ACCOUNT_RETENTION_DAYS_AFTER_CLOSING} days.`,
            ],
            [
              'Sign-in codes and sessions',
              `A one-time code works for ${codeMinutes} minutes; a session lasts at most ${sessionDays} days, and ends sooner when you sign out. Both are deleted after they end.`,
            ],
            [
              'Messages and requests',
              `${CORRESPONDENCE_RETENTION_YEARS} years after the matter is closed, including requests about your personal data.`,
            ],
            [
              'Records of what our staff do',
              `${DONATION_RECORD_RETENTION_YEARS} years, like the financial records they account for.`,
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
          p('You may ask us:'),
          ul([
            'for a copy of the personal data we hold about you and how we use it (access);',
            'to correct data that is inaccurate, incomplete, misleading or out of date (correction);',
            'to delete data that we no longer need or have no legal reason to keep, or to withdraw your consent (deletion);',
            'to stop processing that is likely to cause you substantial damage or distress, or any direct marketing;',
            'to send your data to you or to another organisation in a machine-readable form (data portability).',
          ]),
          p(
            'If you have an app account, you can do most of this yourself when signed in: download everything we hold about you as a file (JSON, which other systems can read) with a readable summary, correct your details, change your choices about messages, and close your account.',
            { label: 'Go to your privacy settings.', path: sitePaths.privacySettings },
          ),
          p(
            `Without an account, use our request form: you prove the mobile number or email address you used with a one-time code, so that nobody else can ask for your data. You may also write to ${PRIVACY_EMAIL} with enough information for us to find your data, such as the email address or phone number you used and, for a donation, its Payment ID; we may ask you to confirm your identity before we act.`,
            { label: 'Make a request about your data.', path: sitePaths.privacyRequest },
          ),
          p(
            `We answer every access, correction and deletion request within ${PRIVACY_RESPONSE_DAYS} days of receiving it. If we cannot comply in full, for example because the law requires us to keep a financial record, we tell you why within the same period. All of this is free.`,
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
            `For any question or request about your personal data, write to Gerakan Sektor Ketiga at ${PRIVACY_EMAIL}, with “Personal data request” in the subject line. The same address reaches the person responsible for data protection in the Movement.`,
          ),
        ],
      },
    ],
  };
}
