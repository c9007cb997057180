import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { targetsInWords } from './targets';

/** One table of figures, printed to the terminal and written as markdown. */
export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
  /** Lines under the table: how the figures were taken, what makes a miss. */
  notes?: string[];
}

/** What a section of the benchmark found. */
export interface Section {
  tables: Table[];
  /** One line per missed target. */
  misses: string[];
}

/** A progress line on stderr, so stdout carries only the report. */
export const progress = (message: string) => {
  process.stderr.write(`[bench] ${message}\n`);
};

const textTable = ({ title, columns, rows, notes = [] }: Table): string => {
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    title,
    '='.repeat(title.length),
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...notes.map((note) => `  * ${note}`),
  ].join('\n');
};

const cell = (value: string) => value.replace(/\|/g, '\\|');

const markdownTable = ({ title, columns, rows, notes = [] }: Table): string =>
  [
    `## ${title}`,
    '',
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    ...(notes.length > 0 ? ['', ...notes.map((note) => `- ${note}`)] : []),
  ].join('\n');

const summary = (misses: string[]) =>
  misses.length === 0
    ? ['Every target is met.']
    : [`${misses.length} target(s) missed:`, ...misses.map((miss) => `- ${miss}`)];

/** The whole report as terminal text. */
export const renderText = (header: string[], tables: Table[], misses: string[]): string =>
  [
    ...header,
    '',
    ...tables.map((table) => `${textTable(table)}\n`),
    'Summary',
    '=======',
    ...summary(misses),
    '',
  ].join('\n');

/** Replaces the figures of docs/performance.md with this run's, formatted as `npm run lint` wants. */
export async function writeMarkdown(
  path: string,
  header: string[],
  tables: Table[],
  misses: string[],
): Promise<void> {
  const markdown = [
    '# Performance',
    '',
    'The latest figures of `npm run bench` (written by `tests/bench/run.ts`; do not edit by hand).',
    'Targets are those of issue 19, as tests/bench/targets.ts sets them; each section lists what it measures.',
    '',
    ...header.map((line) => `- ${line}`),
    '',
    '## Targets',
    '',
    ...targetsInWords().map((line) => `- ${line}`),
    '',
    ...tables.map((table) => `${markdownTable(table)}\n`),
    '## Summary',
    '',
    ...summary(misses),
    '',
  ].join('\n');
  const options = await resolveConfig(path);
  await writeFile(path, await format(markdown, { ...options, filepath: path }));
}
