import {
  contributionTypeLabels,
  enterpriseOptions,
  interestLabels,
  qualificationLabels,
} from '@gsk/core/application';
import type { Language } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';
import type { EmailContent } from '../lib/email';
import {
  malaysianDateTime,
  renderEmail,
  type EmailBlock,
  type EmailRow,
} from '../lib/email-layout';
import type { ApplicationRow } from './index-row';
import type { StoredApplication } from './store';

/** An email to the staff, ready for SES, with the address staff answer with Reply. */
export interface StaffEmail extends EmailContent {
  /** The applicant's address, so staff can answer with Reply. */
  replyTo: string | undefined;
}

/** A link to the stored CV and how many hours it stays valid. */
export interface CvLink {
  url: string;
  hours: number;
}

const labelOf = <K extends string>(
  labels: Readonly<Record<K, string>>,
  value: string | undefined,
) => (value !== undefined && Object.hasOwn(labels, value) ? labels[value as K] : (value ?? ''));

const enterpriseName = (slug: string | undefined): string =>
  enterpriseOptions('eng').find((option) => option.value === slug)?.label ?? slug ?? '';

const malaysianTime = (iso: string): string => `${malaysianDateTime(iso, 'eng')} (MYT)`;

/** The application's fields, each labelled in English and Malay (staff read both). */
const fieldRows = ({ form, fields }: StoredApplication): EmailRow[] => {
  const common: EmailRow[] = [
    ['Full name / Nama penuh', fields.name ?? ''],
    ['Email / Emel', fields.email ?? ''],
    ['Phone / Telefon', fields.phone ?? ''],
  ];
  if (form === 'partner')
    return [
      ...common,
      ['Contribution / Sumbangan', labelOf(contributionTypeLabels.eng, fields.contributionType)],
      ['Enterprise / Perusahaan', enterpriseName(fields.enterpriseType)],
      ['Additional comments / Komen tambahan', fields.additionalComments || '—'],
    ];
  return [
    ...common,
    [
      'Highest qualification / Kelayakan tertinggi',
      labelOf(qualificationLabels.eng, fields.qualification),
    ],
    ['Area of interest / Bidang minat', labelOf(interestLabels.eng, fields.interest)],
  ];
};

const titles = {
  partner: 'Partner application / Permohonan rakan kongsi',
  expert: 'Expert application / Permohonan pakar',
} as const;

/**
 * The staff's email about a stored application: every field, the CV's short-lived link (or a
 * note that none was attached), and where the application lies in the bucket in case the link
 * has expired.
 */
export function applicationEmail(
  application: StoredApplication,
  cv: CvLink | undefined,
): StaffEmail {
  const title = titles[application.form];
  const about =
    application.form === 'partner'
      ? enterpriseName(application.fields.enterpriseType)
      : labelOf(interestLabels.eng, application.fields.interest);
  const cvBlock: EmailBlock = cv
    ? {
        kind: 'action',
        label: 'Download the CV / Muat turun CV',
        url: cv.url,
        note: `Link valid for ${cv.hours} hours / Pautan sah selama ${cv.hours} jam`,
      }
    : { kind: 'paragraph', text: 'No CV attached / Tiada CV dilampirkan' };
  const stored = application.cv?.key ?? `applications/${application.id}/`;
  const email = renderEmail({
    // English first, as the labels are.
    language: 'eng',
    subject: `${title}: ${application.fields.name ?? ''} (${about})`,
    heading: title,
    body: [
      {
        kind: 'table',
        rows: [
          ...fieldRows(application),
          ['Received / Diterima', malaysianTime(application.submittedAt)],
          ['Reference / Rujukan', application.id],
        ],
      },
      cvBlock,
    ],
    footer: [`Stored as / Disimpan sebagai: ${stored}`],
  });
  return { ...email, replyTo: application.fields.email?.trim() || undefined };
}

const acknowledgementCopy = {
  bm: {
    subject: (id: string) => `Permohonan anda telah diterima (rujukan ${id}) — ${site.name}`,
    heading: 'Terima kasih atas permohonan anda',
    greeting: (name: string) => `Salam ${name},`,
    thanks: {
      partner: (enterprise: string) =>
        `Terima kasih kerana memohon untuk menjadi rakan kongsi ${enterprise}.`,
      expert: () => 'Terima kasih kerana menawarkan kepakaran anda kepada Sektor Ketiga.',
    },
    received: (time: string) => `Kami telah menerima permohonan anda pada ${time}.`,
    reference: (id: string) => `Rujukan permohonan anda: ${id}`,
    quote: 'Sebutkan rujukan ini jika anda menghubungi kami tentang permohonan ini.',
    nextHeading: 'Apa seterusnya',
    next: 'Pasukan kami akan menyemak permohonan anda dan menghubungi anda melalui emel atau telefon tentang langkah seterusnya.',
    details: 'Butiran yang anda hantar:',
    labels: {
      email: 'Emel',
      phone: 'Telefon',
      contribution: 'Jenis sumbangan',
      enterprise: 'Perusahaan',
      qualification: 'Kelayakan tertinggi',
      interest: 'Bidang minat',
      cv: 'CV',
    },
    cv: (type: string) => `${type} diterima`,
    noCv: 'Tiada CV dilampirkan',
    reply: 'Jika anda ingin menambah atau membetulkan sesuatu, balas sahaja emel ini.',
    signOff: 'Yang benar,',
  },
  eng: {
    subject: (id: string) => `We have received your application (reference ${id}) — ${site.name}`,
    heading: 'Thank you for your application',
    greeting: (name: string) => `Dear ${name},`,
    thanks: {
      partner: (enterprise: string) =>
        `Thank you for applying to become a partner of ${enterprise}.`,
      expert: () => 'Thank you for offering your expertise to the Third Sector.',
    },
    received: (time: string) => `We received your application on ${time}.`,
    reference: (id: string) => `Your application's reference: ${id}`,
    quote: 'Please quote this reference if you contact us about this application.',
    nextHeading: 'What happens next',
    next: 'Our team will review your application and contact you by email or phone about the next steps.',
    details: 'What you sent us:',
    labels: {
      email: 'Email',
      phone: 'Phone',
      contribution: 'Contribution',
      enterprise: 'Enterprise',
      qualification: 'Highest qualification',
      interest: 'Area of interest',
      cv: 'CV',
    },
    cv: (type: string) => `${type} received`,
    noCv: 'No CV attached',
    reply: 'If you would like to add or correct anything, simply reply to this email.',
    signOff: 'Yours sincerely,',
  },
} as const;

/** What the applicant chose, labelled in their language. */
const choiceRows = (row: ApplicationRow, language: Language): EmailRow[] => {
  const { labels } = acknowledgementCopy[language];
  const { fields } = row;
  return row.form === 'partner'
    ? [
        [labels.contribution, labelOf(contributionTypeLabels[language], fields.contributionType)],
        [labels.enterprise, enterpriseName(fields.enterpriseType)],
      ]
    : [
        [labels.qualification, labelOf(qualificationLabels[language], fields.qualification)],
        [labels.interest, labelOf(interestLabels[language], fields.interest)],
      ];
};

/**
 * The applicant's acknowledgement of an application, in the language of the page they applied
 * from: its reference (the application's id, which staff open it by) in the subject and the body,
 * what happens next, and what they sent, so a mistyped number can be put right by replying.
 */
export function acknowledgementEmail(row: ApplicationRow): EmailContent {
  const language = row.language ?? 'bm';
  const copy = acknowledgementCopy[language];
  const thanks =
    row.form === 'partner'
      ? copy.thanks.partner(enterpriseName(row.fields.enterpriseType))
      : copy.thanks.expert();
  return renderEmail({
    language,
    subject: copy.subject(row.id),
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: copy.greeting(row.name) },
      {
        kind: 'paragraph',
        text: `${thanks} ${copy.received(malaysianDateTime(row.submittedAt, language))}`,
      },
      { kind: 'paragraph', text: `${copy.reference(row.id)}\n${copy.quote}` },
      { kind: 'paragraph', text: `${copy.nextHeading}\n${copy.next}` },
      { kind: 'paragraph', text: copy.details },
      {
        kind: 'table',
        rows: [
          [copy.labels.email, row.email],
          [copy.labels.phone, row.phone ?? '—'],
          ...choiceRows(row, language),
          [copy.labels.cv, row.cv ? copy.cv(row.cv.type.toUpperCase()) : copy.noCv],
        ],
      },
      { kind: 'paragraph', text: copy.reply },
    ],
    signOff: copy.signOff,
  });
}
