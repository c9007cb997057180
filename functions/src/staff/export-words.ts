import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  contributionTypeLabels,
  enterpriseOptions,
  interestLabels,
  qualificationLabels,
} from '@gsk/core/application';
import { defaultLanguage, isLanguage, type Language } from '@gsk/core/i18n/language';
import type { StaffLabels } from '@gsk/core/staff/labels';
import { staffLabelsBm } from '@gsk/core/staff/labels-bm';
import { staffLabelsEng } from '@gsk/core/staff/labels-eng';
import { badRequest } from '../lib/errors';

/*
 * The words of the CSV exports, in the console's language (the export link carries it as
 * `?language=bm|eng`): the headings here, the values from the tables the console shows them by
 * (core's staff labels for statuses and forms, the application forms' labels for partnerships,
 * qualifications and interests, the enterprises' names), so a spreadsheet says what the console
 * says.
 */

/** Each export's headings, in its columns' order. */
interface ExportWords {
  yes: string;
  no: string;
  payments: {
    paymentId: string;
    createdAt: string;
    paidAt: string;
    status: string;
    amount: string;
    currency: string;
    enterprise: string;
    name: string;
    email: string;
    phone: string;
    notes: string;
  };
  applications: {
    id: string;
    form: string;
    submittedAt: string;
    status: string;
    name: string;
    email: string;
    phone: string;
    enterprise: string;
    partnership: string;
    additionalComments: string;
    qualification: string;
    interest: string;
    cv: string;
    notes: string;
  };
  registrations: {
    name: string;
    mobile: string;
    registeredAt: string;
    state: string;
    parliament: string;
    dun: string;
  };
  volunteers: {
    name: string;
    mobile: string;
    email: string;
    consentSms: string;
    consentEmail: string;
    state: string;
    parliament: string;
    dun: string;
    skills: string;
    languages: string;
    availability: string;
    reach: string;
    since: string;
  };
  map: {
    state: string;
    parliament: string;
    members: string;
    volunteers: string;
    coordinators: string;
    uncovered: string;
  };
}

const words: Record<Language, ExportWords> = {
  bm: {
    yes: 'Ada',
    no: 'Tiada',
    payments: {
      paymentId: 'ID bayaran',
      createdAt: 'Dimulakan (waktu Malaysia)',
      paidAt: 'Dibayar (waktu Malaysia)',
      status: 'Status',
      amount: 'Jumlah (MYR)',
      currency: 'Mata wang',
      enterprise: 'Perusahaan',
      name: 'Nama',
      email: 'Emel',
      phone: 'Telefon',
      notes: 'Catatan',
    },
    applications: {
      id: 'Permohonan',
      form: 'Borang',
      submittedAt: 'Dihantar (waktu Malaysia)',
      status: 'Status',
      name: 'Nama',
      email: 'Emel',
      phone: 'Telefon',
      enterprise: 'Perusahaan',
      partnership: 'Jenis sumbangan',
      additionalComments: 'Komen tambahan',
      qualification: 'Kelayakan',
      interest: 'Bidang minat',
      cv: 'CV',
      notes: 'Nota',
    },
    registrations: {
      name: 'Nama',
      mobile: 'Nombor telefon bimbit',
      registeredAt: 'Didaftarkan pada (waktu Malaysia)',
      state: 'Negeri',
      parliament: 'Parlimen',
      dun: 'DUN',
    },
    volunteers: {
      name: 'Nama',
      mobile: 'Nombor telefon bimbit',
      email: 'Emel',
      consentSms: 'Setuju dihubungi melalui SMS',
      consentEmail: 'Setuju dihubungi melalui emel',
      state: 'Negeri',
      parliament: 'Parlimen',
      dun: 'DUN',
      skills: 'Kemahiran',
      languages: 'Bahasa',
      availability: 'Masa lapang',
      reach: 'Sejauh mana',
      since: 'Sukarelawan sejak (waktu Malaysia)',
    },
    map: {
      state: 'Negeri',
      parliament: 'Parlimen',
      members: 'Ahli',
      volunteers: 'Sukarelawan',
      coordinators: 'Penyelaras',
      uncovered: 'Tiada penyelaras',
    },
  },
  eng: {
    yes: 'Yes',
    no: 'No',
    payments: {
      paymentId: 'Payment ID',
      createdAt: 'Created (Malaysia time)',
      paidAt: 'Paid (Malaysia time)',
      status: 'Status',
      amount: 'Amount (MYR)',
      currency: 'Currency',
      enterprise: 'Enterprise',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      notes: 'Notes',
    },
    applications: {
      id: 'Application',
      form: 'Form',
      submittedAt: 'Submitted (Malaysia time)',
      status: 'Status',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      enterprise: 'Enterprise',
      partnership: 'Partnership',
      additionalComments: 'Comments',
      qualification: 'Qualification',
      interest: 'Interest',
      cv: 'CV',
      notes: 'Notes',
    },
    registrations: {
      name: 'Name',
      mobile: 'Mobile',
      registeredAt: 'Registered at (Malaysia time)',
      state: 'State',
      parliament: 'Parliament',
      dun: 'DUN',
    },
    volunteers: {
      name: 'Name',
      mobile: 'Mobile',
      email: 'Email',
      consentSms: 'Agreed to SMS',
      consentEmail: 'Agreed to email',
      state: 'State',
      parliament: 'Parliament',
      dun: 'DUN',
      skills: 'Skills',
      languages: 'Languages',
      availability: 'Free',
      reach: 'Will go as far as',
      since: 'Volunteer since (Malaysia time)',
    },
    map: {
      state: 'State',
      parliament: 'Parliament',
      members: 'Members',
      volunteers: 'Volunteers',
      coordinators: 'Coordinators',
      uncovered: 'No coordinator',
    },
  },
};

const labels: Record<Language, StaffLabels> = { bm: staffLabelsBm, eng: staffLabelsEng };

/** A code's label in a table; a code the table does not know is written as it is. */
const labelOf = (table: Readonly<Record<string, string>>, code: string | undefined) =>
  code === undefined ? undefined : Object.hasOwn(table, code) ? table[code] : code;

/** An export's words in one language: its headings and the labels of the codes it writes. */
export const exportWords = (language: Language) => ({
  ...words[language],
  paymentStatus: (status: string) => labelOf(labels[language].paymentStatuses, status),
  applicationStatus: (status: string) => labelOf(labels[language].applicationStatuses, status),
  form: (form: string) => labelOf(labels[language].forms, form),
  enterprise: (slug: string | undefined) =>
    slug === undefined
      ? undefined
      : (enterpriseOptions(language).find((option) => option.value === slug)?.label ?? slug),
  partnership: (code: string | undefined) => labelOf(contributionTypeLabels[language], code),
  qualification: (code: string | undefined) => labelOf(qualificationLabels[language], code),
  interest: (code: string | undefined) => labelOf(interestLabels[language], code),
  yesNo: (value: boolean) => (value ? words[language].yes : words[language].no),
});

/** The words of an export's language. */
export type ExportLanguageWords = ReturnType<typeof exportWords>;

/**
 * The language an export request asks for (`?language=bm|eng`), Malay when absent or empty; any
 * other is 400 `validation` with `language: staff.export.language.invalid`. Checked without yup,
 * so an export that validates nothing else bundles none.
 */
export const exportLanguage = async (event: APIGatewayProxyEventV2): Promise<Language> => {
  const language = event.queryStringParameters?.language;
  if (language === undefined || language === '') return defaultLanguage;
  if (!isLanguage(language))
    throw badRequest('validation', { language: 'staff.export.language.invalid' });
  return language;
};
