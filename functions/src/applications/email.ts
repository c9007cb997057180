import {
  contributionTypeLabels,
  enterpriseOptions,
  interestLabels,
  qualificationLabels,
} from '@gsk/core/application';
import { site } from '@gsk/core/site';
import { escapeHtml, malaysianDateTime, oneLine } from '../lib/email';
import type { StoredApplication } from './store';

/** An email to the staff, ready for SES: subject, plain text and HTML bodies, reply address. */
export interface StaffEmail {
  subject: string;
  text: string;
  html: string;
  /** The applicant's address, so staff can answer with Reply. */
  replyTo: string | undefined;
}

/** A link to the stored CV and how many hours it stays valid. */
export interface CvLink {
  url: string;
  hours: number;
}

/** One line of the email: its label in English and Malay (staff read both) and the value. */
type Row = readonly [english: string, malay: string, value: string];

const labelOf = <K extends string>(
  labels: Readonly<Record<K, string>>,
  value: string | undefined,
) => (value !== undefined && Object.hasOwn(labels, value) ? labels[value as K] : (value ?? ''));

const enterpriseName = (slug: string | undefined): string =>
  enterpriseOptions('eng').find((option) => option.value === slug)?.label ?? slug ?? '';

const malaysianTime = (iso: string): string => `${malaysianDateTime(iso, 'eng')} (MYT)`;

const fieldRows = ({ form, fields }: StoredApplication): Row[] => {
  const common: Row[] = [
    ['Full name', 'Nama penuh', fields.name ?? ''],
    ['Email', 'Emel', fields.email ?? ''],
    ['Phone', 'Telefon', fields.phone ?? ''],
  ];
  if (form === 'partner')
    return [
      ...common,
      ['Contribution', 'Sumbangan', labelOf(contributionTypeLabels.eng, fields.contributionType)],
      ['Enterprise', 'Perusahaan', enterpriseName(fields.enterpriseType)],
      ['Additional comments', 'Komen tambahan', fields.additionalComments || '—'],
    ];
  return [
    ...common,
    [
      'Highest qualification',
      'Kelayakan tertinggi',
      labelOf(qualificationLabels.eng, fields.qualification),
    ],
    ['Area of interest', 'Bidang minat', labelOf(interestLabels.eng, fields.interest)],
  ];
};

const titles = {
  partner: ['Partner application', 'Permohonan rakan kongsi'],
  expert: ['Expert application', 'Permohonan pakar'],
} as const;

/**
 * The staff's email about a stored application: every field, escaped for HTML and stripped of
 * line breaks in the subject, the CV's short-lived link (or a note that none was attached), and
 * where the application lies in the bucket in case the link has expired.
 */
export function applicationEmail(
  application: StoredApplication,
  cv: CvLink | undefined,
): StaffEmail {
  const [english, malay] = titles[application.form];
  const rows = fieldRows(application);
  const name = application.fields.name ?? '';
  const about =
    application.form === 'partner'
      ? enterpriseName(application.fields.enterpriseType)
      : labelOf(interestLabels.eng, application.fields.interest);
  const subject = oneLine(`${english} / ${malay}: ${name} (${about})`, 200);
  const meta: Row[] = [
    ['Received', 'Diterima', malaysianTime(application.submittedAt)],
    ['Reference', 'Rujukan', application.id],
  ];
  const cvNote = cv
    ? `Link valid for ${cv.hours} hours / Pautan sah selama ${cv.hours} jam`
    : 'No CV attached / Tiada CV dilampirkan';
  const stored = application.cv?.key ?? `applications/${application.id}/`;

  const text = [
    `${english} / ${malay}`,
    '',
    ...[...rows, ...meta].map(([en, ms, value]) => `${en} / ${ms}: ${value}`),
    '',
    `CV: ${cv ? cv.url : ''}`,
    cvNote,
    `Stored as / Disimpan sebagai: ${stored}`,
    '',
    `— ${site.name}`,
  ].join('\n');

  const cell =
    'padding:6px 12px;border-bottom:1px solid #d8dee4;vertical-align:top;text-align:left';
  const tableRows = [...rows, ...meta]
    .map(
      ([en, ms, value]) =>
        `<tr><th scope="row" style="${cell}">${escapeHtml(en)}<br><small>${escapeHtml(ms)}</small></th>` +
        `<td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const cvHtml = cv
    ? `<p><a href="${escapeHtml(cv.url)}">Download the CV / Muat turun CV</a><br><small>${escapeHtml(cvNote)}</small></p>`
    : `<p>${escapeHtml(cvNote)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#16212b">
<h1 style="font-size:20px;color:#073f3b">${escapeHtml(english)} / ${escapeHtml(malay)}</h1>
<table style="border-collapse:collapse">
${tableRows}
</table>
${cvHtml}
<p><small>Stored as / Disimpan sebagai: ${escapeHtml(stored)}</small></p>
<p><small>${escapeHtml(site.name)}</small></p>
</body>
</html>
`;
  const replyTo = application.fields.email?.trim() || undefined;
  return { subject, text, html, replyTo };
}
