import { malaysianTimestamp } from '@gsk/core/i18n/date-time';
import { staffApplicationQuerySchema } from '@gsk/core/staff';
import type { ApplicationRow } from '../applications/index-row';
import { allApplications } from './applications';
import { recordStaffAction } from './audit';
import { csvAttachment, spreadsheetPhone, toCsv } from './csv';
import { exportLanguage, exportWords, type ExportLanguageWords } from './export-words';
import type { CsvColumn } from './csv';
import { staffQuery } from './query';
import { staffHandler } from './staff-handler';

/** Every field, the status and the notes, in the console's language. */
const columns = (words: ExportLanguageWords): CsvColumn<ApplicationRow>[] => {
  const heading = words.applications;
  return [
    { heading: heading.id, cell: (row) => row.id },
    { heading: heading.form, cell: (row) => words.form(row.form) },
    { heading: heading.submittedAt, cell: (row) => malaysianTimestamp(row.submittedAt) },
    { heading: heading.status, cell: (row) => words.applicationStatus(row.status) },
    { heading: heading.name, cell: (row) => row.name },
    { heading: heading.email, cell: (row) => row.email },
    { heading: heading.phone, cell: (row) => row.phone && spreadsheetPhone(row.phone) },
    { heading: heading.enterprise, cell: (row) => words.enterprise(row.enterprise) },
    { heading: heading.partnership, cell: (row) => words.partnership(row.partnership) },
    { heading: heading.additionalComments, cell: (row) => row.fields?.additionalComments },
    {
      heading: heading.qualification,
      cell: (row) => words.qualification(row.fields?.qualification),
    },
    { heading: heading.interest, cell: (row) => words.interest(row.fields?.interest) },
    { heading: heading.cv, cell: (row) => words.yesNo(row.hasCv) },
    {
      heading: heading.notes,
      cell: (row) =>
        (row.notes ?? [])
          .map((note) => `${malaysianTimestamp(note.at)} ${note.by.name}: ${note.text}`)
          .join('\n'),
    },
  ];
};

/**
 * `GET /api/staff/applications/export?form=&status=&enterprise=&language=` (staff only): every
 * application of the filter as CSV in the console's language, every field, the status and the notes (413 `export_too_large` past
 * STAFF_EXPORT_MAX_ROWS). Personal data in bulk: recorded in the audit trail first.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const { cursor: _cursor, ...filter } = await staffQuery(staffApplicationQuerySchema, event);
  const words = exportWords(await exportLanguage(event));
  const rows = await allApplications(filter);
  await recordStaffAction(
    session,
    'applications.exported',
    { type: 'applications', id: 'export' },
    { rows: rows.length, ...filter },
  );
  return csvAttachment('applications', toCsv(columns(words), rows));
});
