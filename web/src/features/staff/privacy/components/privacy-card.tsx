import type { StaffDashboard } from '@gsk/core/api';
import { htmlLang } from '@gsk/core/i18n/language';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { staffPath } from '../../lib/staff-paths';

/*
 * Part of the console's first chunk (the dashboard's): it imports nothing of the requests' pages,
 * which load apart (../index.ts).
 */

/**
 * The dashboard's card of requests about personal data: how many are overdue (first, in red,
 * when any are: the privacy policy promises 21 days), due within 3 days, and open, linking to
 * the queue.
 */
export function PrivacyCard({ privacy }: { privacy: StaffDashboard['privacy'] }) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  const number = (count: number) => count.toLocaleString(htmlLang(language));
  const late = privacy.overdue > 0;
  return (
    <section
      aria-labelledby="staff-privacy"
      className={`staff-panel${late ? ' staff-panel--overdue' : ''}`}
    >
      <h2 id="staff-privacy">{t('staffRecords:privacyCard.heading')}</h2>
      {late && (
        <p className="staff-panel__warning">
          {t('staffRecords:privacyCard.overdueWarning', {
            count: privacy.overdue,
            number: number(privacy.overdue),
          })}
        </p>
      )}
      <dl className="staff-figures">
        <div className="staff-figure">
          <dt>{t('staffRecords:privacyCard.overdue')}</dt>
          <dd>
            <span className="staff-figure__value">{number(privacy.overdue)}</span>
          </dd>
        </div>
        <div className="staff-figure">
          <dt>{t('staffRecords:privacyCard.dueSoon')}</dt>
          <dd>
            <span className="staff-figure__value">{number(privacy.dueSoon)}</span>
          </dd>
        </div>
        <div className="staff-figure">
          <dt>{t('staffRecords:privacyCard.open')}</dt>
          <dd>
            <span className="staff-figure__value">{number(privacy.open)}</span>
            <Link to={staffPath('privacy', 'requests')}>
              {t('staffRecords:privacyCard.viewRequests')}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
