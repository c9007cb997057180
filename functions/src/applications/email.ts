import {
  contributionTypeLabels,
  enterpriseOptions,
  interestLabels,
  qualificationLabels,
} from '@gsk/core/application';
import type { EmailContent } from '../lib/email';
import {
  malaysianDateTime,
  renderEmail,
  type EmailBlock,
  type EmailRow,
} from '../lib/email-layout';
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
