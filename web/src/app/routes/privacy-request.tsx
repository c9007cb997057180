import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { PrivacyRequestIsland } from '../../features/privacy-request/components/privacy-request-island';
import { usePageMeta } from '../../hooks/use-page-meta';

/**
 * /privacy-request (issue 32, docs/privacy.md, "Requests"): anyone asks for a copy, a correction
 * or the deletion of their personal data, its portability or the withdrawal of a consent; the
 * form proves the mobile or email by a one-time code, and the answer is due within 21 days.
 */
export function PrivacyRequestRoute() {
  const { t } = useTranslation(['privacy']);
  usePageMeta('privacyRequest', {
    title: t('privacy:request.meta.title'),
    description: t('privacy:request.meta.description'),
  });
  return (
    <div className="page privacy-request-page">
      <header className="page-intro">
        <h1 className="page-intro__heading">{t('privacy:request.heading')}</h1>
        <p className="page-intro__lead">{t('privacy:request.lead')}</p>
      </header>
      <div className="privacy-request-page__intro">
        <p>
          {t('privacy:request.member')}{' '}
          <Link to={paths.privacySettings}>{t('privacy:request.memberLink')}</Link>
        </p>
        <p>{t('privacy:request.proof')}</p>
        <p>
          <Link to={paths.privacyPolicy}>{t('privacy:request.policyLink')}</Link>
        </p>
      </div>
      <PrivacyRequestIsland />
    </div>
  );
}
