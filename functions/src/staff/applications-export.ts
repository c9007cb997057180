import { malaysianTimestamp } from '@gsk/core/i18n/date-time';
import { staffApplicationQuerySchema } from '@gsk/core/staff';
import type { ApplicationRow } from '../applications/index-row';
import { allApplications } from './applications';
import { recordStaffAction } from './audit';
import { csvAttachment, toCsv } from './csv';
import type { CsvColumn } from './csv';
import { staffQuery } from './query';
import { staffHandler } from './staff-handler';

/** The answers of the two forms past those the row names, in the export's order. */
const answerFields = [
  ['additionalComments', 'Comments'],
  ['qualification', 'Qualification'],
  ['interest', 'Interest'],
] as const;

const columns: CsvColumn<ApplicationRow>[] = [
  { heading: 'Application', cell: (row) => row.id },
  { heading: 'Form', cell: (row) => row.form },
  { heading: 'Submitted (Malaysia time)', cell: (row) => malaysianTimestamp(row.submittedAt) },
  { heading: 'Status', cell: (row) => row.status },
  { heading: 'Name', cell: (row) => row.name },
  { heading: 'Email', cell: (row) => row.email },
  { heading: 'Phone', cell: (row) => row.phone },
  { heading: 'Enterprise', cell: (row) => row.enterprise },
  { heading: 'Partnership', cell: (row) => row.partnership },
  ...answerFields.map(([field, heading]): CsvColumn<ApplicationRow> => ({
    heading,
    cell: (row) => row.fields?.[field],
  })),
  { heading: 'CV', cell: (row) => row.hasCv },
  {
    heading: 'Notes',
    cell: (row) =>
      (row.notes ?? [])
        .map((note) => `${malaysianTimestamp(note.at)} ${note.by.name}: ${note.text}`)
        .join('\n'),
  },
];

/**
 * `GET /api/staff/applications/export?form=&status=&enterprise=` (staff only): every application
 * of the filter as CSV, every field, the status and the notes (413 `export_too_large` past
 * STAFF_EXPORT_MAX_ROWS). Personal data in bulk: recorded in the audit trail first.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const { cursor: _cursor, ...filter } = await staffQuery(staffApplicationQuerySchema, event);
  const rows = await allApplications(filter);
  await recordStaffAction(
    session,
    'applications.exported',
    { type: 'applications', id: 'export' },
    { rows: rows.length, ...filter },
  );
  return csvAttachment('applications', toCsv(columns, rows));
});
