import type { PaymentHistoryEntry } from '@gsk/core/api';

/** A line of a payment's history as the staff page shows it. */
export interface HistoryLine {
  at: string;
  kind: string;
  details: PaymentHistoryEntry['details'];
  /** A run of checks with the gateway that changed nothing: how many, and the last one's time. */
  checks?: { count: number; lastAt: string };
}

type Details = PaymentHistoryEntry['details'];

/** What makes two checks the same: who asked and what came back. */
const checkKey = (details: Details) =>
  JSON.stringify([details.source, details.answer, details.TxnStatus]);

/** Details that say where a result came from and in which message, not what it said. */
const carriers = new Set(['source', 'TransactionType', 'RespTime']);

/** What a gateway result said, wherever it came from and whenever the gateway said it. */
const resultKey = (details: Details) =>
  JSON.stringify(
    Object.entries(details)
      .filter(([name]) => !carriers.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * A payment's history folded for reading: a run of checks with the gateway that changed nothing
 * is one line with its count and last time, whether the API stored it counted (`checks`,
 * `lastAt`: functions/src/payments/payment-history.ts) or, as it did before, one entry per check.
 * In histories stored before checks were counted, each check was followed by its answer applied
 * again: an answer that only repeats the result shown before it is part of its check, and a
 * check whose answer changed something is told by that result alone (as the API now records it).
 */
export function foldHistory(entries: readonly PaymentHistoryEntry[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
  let shownResult: string | undefined;
  for (const entry of entries) {
    const previous = lines.at(-1);
    if (entry.kind === 'query') {
      const { checks, lastAt, ...details } = entry.details;
      const count = typeof checks === 'number' && checks > 0 ? checks : 1;
      const last = typeof lastAt === 'string' ? lastAt : entry.at;
      if (previous?.checks && checkKey(previous.details) === checkKey(details)) {
        previous.checks = {
          count: previous.checks.count + count,
          lastAt: last > previous.checks.lastAt ? last : previous.checks.lastAt,
        };
      } else {
        lines.push({ at: entry.at, kind: entry.kind, details, checks: { count, lastAt: last } });
      }
      continue;
    }
    if (entry.kind === 'gateway_result') {
      const said = resultKey(entry.details);
      if (previous?.checks && said === shownResult) continue;
      shownResult = said;
      // The one check whose answer this is: the result says what it changed.
      if (previous?.checks?.count === 1 && previous.at === entry.at) lines.pop();
    }
    lines.push({ at: entry.at, kind: entry.kind, details: entry.details });
  }
  return lines;
}
