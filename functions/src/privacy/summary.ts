import escapeHtml from 'escape-html';
import { ownDataSections, type OwnData } from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { htmlLang, type Language } from '@gsk/core/i18n/language';
import { summaryWords, type SummaryWords } from './summary-words';

/*
 * The readable summary of a member's data (`GET /api/account/data/summary`): one self-contained
 * HTML page (no script, no image, no stylesheet to fetch; its CSS inline, print-friendly) in the
 * member's language, holding the very facts of the JSON file as sentences and tables. Every value
 * is escaped: names, messages and stories are whatever people typed.
 */

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

const isBilingual = (value: object): value is { bm: string; eng: string } =>
  Object.keys(value).length === 2 && 'bm' in value && 'eng' in value;

/** A value as a reader reads it: times in Malaysian time, yes and no, the language's title. */
function shown(value: unknown, language: Language, words: SummaryWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string')
    return isoInstant.test(value) ? malaysianDateTime(value, language) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0
      ? words.empty
      : value.map((each) => shown(each, language, words)).join('\n');
  }
  if (typeof value === 'object') {
    if (isBilingual(value)) return value[language];
    return Object.entries(value)
      .map(([name, inner]) => `${words.fields[name] ?? name}: ${shown(inner, language, words)}`)
      .join('\n');
  }
  return String(value);
}

const cell = (text: string) => escapeHtml(text);

/** A table of records, one row each, a column per field of the first. */
function table(rows: readonly object[], language: Language, words: SummaryWords): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns
    .map((column) => `<th scope="col">${cell(words.fields[column] ?? column)}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${columns
          .map(
            (column) =>
              `<td>${cell(shown((row as Record<string, unknown>)[column], language, words))}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** One record as label-value rows (the profile, the volunteer details, the appointment). */
function record(value: object, language: Language, words: SummaryWords): string {
  const rows = Object.entries(value)
    .map(
      ([name, inner]) =>
        `<tr><th scope="row">${cell(words.fields[name] ?? name)}</th><td>${cell(shown(inner, language, words))}</td></tr>`,
    )
    .join('\n');
  return `<table class="record">\n<tbody>\n${rows}\n</tbody>\n</table>`;
}

/** The body of one section: its records, or the sentence saying there are none. */
function sectionBody(
  data: OwnData,
  section: (typeof ownDataSections)[number],
  language: Language,
  words: SummaryWords,
): string {
  const none = `<p class="none">${cell(words.sections[section].none)}</p>`;
  const value = data[section];
  if (section === 'consents') {
    const { current, history } = data.consents;
    if (current.length === 0 && history.length === 0) return none;
    return [
      `<h3>${cell(words.consentsNow)}</h3>`,
      current.length > 0 ? table(current, language, words) : none,
      `<h3>${cell(words.consentsHistory)}</h3>`,
      history.length > 0 ? table(history, language, words) : none,
    ].join('\n');
  }
  if (value === null) return none;
  if (Array.isArray(value)) return value.length > 0 ? table(value, language, words) : none;
  if (typeof value === 'object') return record(value, language, words);
  return none;
}

const style = `body{font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #999}h3{font-size:1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}
th,td{border:1px solid #999;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
th{background:#eee}.record th{width:30%}.none{font-style:italic}
@media print{body{margin:0;max-width:none}h2{break-after:avoid}tr{break-inside:avoid}}`;

/** The summary page of `data`, in `language`. */
export function summaryHtml(data: OwnData, language: Language): string {
  const words = summaryWords(language);
  const generatedAt = malaysianDateTime(data.generatedAt, language);
  const sections = ownDataSections
    .map(
      (section) =>
        `<section aria-labelledby="${section}">\n<h2 id="${section}">${cell(words.sections[section].heading)}</h2>\n` +
        `<p>${cell(words.sections[section].about)}</p>\n${sectionBody(data, section, language, words)}\n</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${cell(words.title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${cell(words.title)}</h1>
<p>${cell(words.intro(data.profile.name, generatedAt))}</p>
<p>${cell(words.rights)}</p>
${sections}
</main>
</body>
</html>
`;
}
