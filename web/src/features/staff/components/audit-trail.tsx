import type { StaffAuditEntry } from '@gsk/core/api';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { fetchAudit } from '../api/staff-api';
import { usePagedList } from '../hooks/use-paged-list';
import { useStaffMeta } from '../hooks/use-staff-meta';
import { auditText } from '../lib/audit-text';
import { when } from '../lib/format';
import { LoadMore } from './load-more';
import { RemoteView } from './remote-view';

/**
 * The audit trail (`/staff/audit`): every staff action in words, newest first, a page at a time.
 */
export function AuditTrail() {
  const { t } = useTranslation(['staff', 'staffPeople', 'staffRecords']);
  const language = useLanguage();
  useStaffMeta('audit');
  const load = useCallback(async (cursor?: string) => {
    const page = await fetchAudit(cursor);
    return { rows: page.entries, nextCursor: page.nextCursor };
  }, []);
  const list = usePagedList<StaffAuditEntry>(load);
  const columns = t('staffRecords:audit.columns', { returnObjects: true });
  return (
    <div className="staff-page">
      <h1>{t('staff:pages.audit')}</h1>
      <p>{t('staffRecords:audit.intro')}</p>
      <RemoteView remote={list.remote} onRetry={list.reload}>
        {() =>
          list.rows.length === 0 ? (
            <p>{t('staffRecords:audit.empty')}</p>
          ) : (
            <>
              <table className="staff-table staff-table--cards">
                <caption className="visually-hidden">{t('staff:pages.audit')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.at}</th>
                    <th scope="col">{columns.action}</th>
                    <th scope="col">{columns.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((entry) => {
                    const text = auditText(entry, t, language);
                    return (
                      <tr key={entry.id}>
                        <th scope="row" data-label={columns.at}>
                          <time dateTime={entry.at}>{when(entry.at, language)}</time>
                        </th>
                        <td data-label={columns.action}>{text.sentence}</td>
                        <td data-label={columns.details}>
                          {text.details.length > 0
                            ? text.details.join('; ')
                            : t('staff:common.none')}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <LoadMore list={list} />
            </>
          )
        }
      </RemoteView>
    </div>
  );
}
