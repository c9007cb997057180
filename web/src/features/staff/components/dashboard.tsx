import type { RaisedTotals, StaffCount } from '@gsk/core/api';
import { htmlLang } from '@gsk/core/i18n/language';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { fetchDashboard } from '../api/staff-api';
import { useStaffSession } from '../hooks/staff-session';
import { useStaffMeta } from '../hooks/use-staff-meta';
import { ShopCard } from '../shop/components/shop-card';
import { PrivacyCard } from '../privacy/components/privacy-card';
import { countText, ringgit } from '../lib/format';
import { staffPath } from '../lib/staff-paths';
import { PaymentList } from './payment-list';
import { RemoteView } from './remote-view';

function Raised({ label, totals }: { label: string; totals: RaisedTotals }) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  const language = useLanguage();
  return (
    <div className="staff-figure">
      <dt>{label}</dt>
      <dd>
        <span className="staff-figure__value">{ringgit(totals.amount, language)}</span>
        <span className="staff-figure__note">
          {t('staffRecords:dashboard.contributors', {
            count: totals.contributors,
            number: totals.contributors.toLocaleString(htmlLang(language)),
          })}
        </span>
      </dd>
    </div>
  );
}

function Count({ label, count }: { label: string; count: StaffCount }) {
  const { t } = useTranslation(['staff', 'staffRecords']);
  return (
    <div className="staff-figure">
      <dt>{label}</dt>
      <dd>
        <span className="staff-figure__value">{countText(count, t)}</span>
      </dd>
    </div>
  );
}

/**
 * The console's first page: raised today, this month and overall; the shop's income apart; the
 * payments needing attention by kind with the oldest few; new applications and unhandled messages.
 */
export function Dashboard() {
  const { t } = useTranslation(['staff', 'staffRecords']);
  useStaffMeta('dashboard');
  const { callFailed } = useStaffSession();
  const { remote, reload } = useRemote(fetchDashboard, callFailed);
  return (
    <div className="staff-page">
      <h1>{t('staff:pages.dashboard')}</h1>
      <RemoteView remote={remote} onRetry={reload}>
        {(dashboard) => (
          <>
            {/* Requests about personal data (issue 32): overdue ones first of all, in red. */}
            {dashboard.privacy.overdue > 0 && <PrivacyCard privacy={dashboard.privacy} />}
            <section aria-labelledby="staff-raised" className="staff-panel">
              <h2 id="staff-raised">{t('staffRecords:dashboard.raised')}</h2>
              <dl className="staff-figures">
                <Raised label={t('staffRecords:dashboard.today')} totals={dashboard.raised.today} />
                <Raised label={t('staffRecords:dashboard.month')} totals={dashboard.raised.month} />
                <Raised
                  label={t('staffRecords:dashboard.overall')}
                  totals={dashboard.raised.overall}
                />
              </dl>
            </section>
            {/* The shop's income (issue 31), a panel apart: never added to the donations above. */}
            <ShopCard shop={dashboard.shop} />
            <section aria-labelledby="staff-attention" className="staff-panel">
              <h2 id="staff-attention">{t('staffRecords:dashboard.attention')}</h2>
              <dl className="staff-figures">
                <Count label={t('staffRecords:dashboard.open')} count={dashboard.attention.open} />
                <Count
                  label={t('staffRecords:dashboard.review')}
                  count={dashboard.attention.review}
                />
                <Count
                  label={t('staffRecords:dashboard.emails')}
                  count={dashboard.attention.emails}
                />
              </dl>
              <h3>{t('staffRecords:dashboard.oldest')}</h3>
              {dashboard.attention.oldest.length > 0 ? (
                <PaymentList
                  payments={dashboard.attention.oldest}
                  caption={t('staffRecords:dashboard.oldest')}
                />
              ) : (
                <p>{t('staffRecords:dashboard.noneOldest')}</p>
              )}
              <p>
                <Link to={staffPath('donations')}>{t('staffRecords:dashboard.viewDonations')}</Link>
              </p>
            </section>
            <section aria-labelledby="staff-people" className="staff-panel">
              <h2 id="staff-people" className="visually-hidden">
                {t('staff:nav.applications')} · {t('staff:nav.messages')}
              </h2>
              <dl className="staff-figures">
                <div className="staff-figure">
                  <dt>{t('staffRecords:dashboard.newApplications')}</dt>
                  <dd>
                    <span className="staff-figure__value">
                      {countText(dashboard.applications.new, t)}
                    </span>
                    <Link to={staffPath('applications')}>
                      {t('staffRecords:dashboard.viewApplications')}
                    </Link>
                  </dd>
                </div>
                <div className="staff-figure">
                  <dt>{t('staffRecords:dashboard.unhandledMessages')}</dt>
                  <dd>
                    <span className="staff-figure__value">
                      {countText(dashboard.messages.unhandled, t)}
                    </span>
                    <Link to={staffPath('messages')}>
                      {t('staffRecords:dashboard.viewMessages')}
                    </Link>
                  </dd>
                </div>
              </dl>
            </section>
            {dashboard.privacy.overdue === 0 && <PrivacyCard privacy={dashboard.privacy} />}
          </>
        )}
      </RemoteView>
    </div>
  );
}
