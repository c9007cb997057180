import type { PaymentHistoryEntry } from '@gsk/core/api';
import { isCancelled } from '@gsk/core/donation/status';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { foldHistory, type HistoryLine } from '../lib/history';
import { statusText, when } from '../lib/format';

type Details = PaymentHistoryEntry['details'];

/** A word of one of the history's tables, or the value as stored when the table has none. */
const wordOf = (table: Readonly<Record<string, string>>, value: unknown): string => {
  const key = String(value ?? '');
  return Object.hasOwn(table, key) ? (table[key] ?? key) : key;
};

/** The details a line's sentence already says, per kind; the rest are listed beneath it. */
const said: Readonly<Record<string, readonly string[]>> = {
  query: ['answer', 'TxnStatus'],
  gateway_result: ['TxnStatus', 'status'],
  email: ['email', 'status'],
  review: ['reason'],
  expired: ['status'],
  reversed: ['status'],
  staff_check: ['memberId'],
};

/** The texts of gateway fields as the history keeps them (strings only), for `isCancelled`. */
const textFields = (details: Details) =>
  Object.fromEntries(Object.entries(details).map(([name, value]) => [name, String(value)]));

/** One line of the history: when (Malaysia time), what happened in words, and its details. */
function HistoryStep({ line }: { line: HistoryLine }) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  const words = t('staffRecords:history', { returnObjects: true });
  const outcomes: Record<string, string> = t('staffRecords:payment.outcomes', {
    returnObjects: true,
  });
  const { details } = line;

  /** What a gateway's TxnStatus said, in words (a buyer's cancel told from a failure). */
  const result = (txnStatus: unknown): string => {
    const code = String(txnStatus ?? '').trim();
    if (code === '1' && isCancelled(textFields(details))) return words.results.cancelled;
    const name = {
      '0': 'success',
      '1': 'failed',
      '2': 'pending',
      '9': 'reversed',
      '10': 'refunded',
    }[code] as keyof typeof words.results | undefined;
    return name ? words.results[name] : t('staffRecords:history.results.other', { code });
  };
  const answer = (): string => {
    if (details.answer !== 'answer') return wordOf(words.answers, details.answer);
    return String(details.TxnStatus).trim() === '2'
      ? words.answers.pending
      : result(details.TxnStatus);
  };

  const sentence = (): string => {
    switch (line.kind) {
      case 'created':
        return words.created;
      case 'query':
        return line.checks && line.checks.count > 1
          ? t('staffRecords:history.checks', {
              count: line.checks.count,
              last: when(line.checks.lastAt, language),
              answer: answer(),
            })
          : t('staffRecords:history.check', { answer: answer() });
      case 'gateway_result':
        return t('staffRecords:history.result', {
          result:
            details.TxnStatus === undefined && typeof details.status === 'string'
              ? statusText(details.status, t)
              : result(details.TxnStatus),
        });
      case 'email':
        return t('staffRecords:history.email', {
          email: wordOf(words.emails, details.email),
          status: wordOf(words.emailStatuses, details.status),
        });
      case 'review':
        return t('staffRecords:history.review', { reason: wordOf(words.reasons, details.reason) });
      case 'expired':
        return words.expired;
      case 'reversed':
        return t('staffRecords:history.reversed', {
          status: statusText(String(details.status), t),
        });
      case 'staff_check':
        return words.staffCheck;
      default:
        return line.kind;
    }
  };

  const value = (name: string, stored: string | number | boolean): string => {
    if (name === 'source') return wordOf(words.sources, stored);
    if (name === 'previousStatus') return statusText(String(stored), t);
    if (name === 'outcome') return wordOf(outcomes, stored);
    return String(stored);
  };
  const listed = Object.entries(details).filter(([name]) => !said[line.kind]?.includes(name));
  return (
    <li className="staff-timeline__step">
      <time dateTime={line.at}>{when(line.at, language)}</time>
      <strong>{sentence()}</strong>
      {listed.length > 0 && (
        <dl className="staff-timeline__details">
          {listed.map(([name, stored]) => (
            <div key={name}>
              <dt>{wordOf(words.fields, name)}:</dt>
              <dd>{value(name, stored)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** A payment's history, oldest first, with runs of unchanged checks folded (`foldHistory`). */
export function PaymentHistory({ history }: { history: readonly PaymentHistoryEntry[] }) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  if (history.length === 0) return <p>{t('staffRecords:payment.noHistory')}</p>;
  return (
    <ol className="staff-timeline">
      {foldHistory(history).map((line, index) => (
        <HistoryStep key={`${line.at}-${index}`} line={line} />
      ))}
    </ol>
  );
}
