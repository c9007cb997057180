import type { LedgerMonth } from '@gsk/core/api';
import { formatSen } from '@gsk/core/i18n/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { monthName } from '../lib/ledger-months';

/** The chart's figures as a table: each month (in the page's language) with raised, spent and balance to the sen. */
export function LedgerTable({ months }: { months: LedgerMonth[] }) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  const captionId = `ledger-table-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div
      className="ledger-table"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- on a narrow phone the table scrolls sideways within itself, and a scrollable region must take focus (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table>
        <caption id={captionId}>{t('ledger:table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger:table.month')}</th>
            <th scope="col">{t('ledger:table.raised')}</th>
            <th scope="col">{t('ledger:table.spent')}</th>
            <th scope="col">{t('ledger:table.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month, language, 'long')}</th>
              <td>{formatSen(month.raisedSen, language)}</td>
              <td>{formatSen(month.spentSen, language)}</td>
              <td>{formatSen(month.balanceSen, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
