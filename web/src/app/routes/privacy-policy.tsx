import { privacyCopy } from '@gsk/core/content/copy';
import { useTranslation } from 'react-i18next';
import { Link, RouterLink } from '../../components/ui/localized-link';
import { localizePath, paths } from '../../config/paths';
import { LegalDocumentView } from '../../features/legal/components/legal-document';
import { PrivacyRequestIsland } from '../../features/privacy-request/components/privacy-request-island';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useLanguage } from '../../hooks/use-language';

/** The privacy statement: Malay, or its English translation with a link to the Malay original. */
export function PrivacyPolicyRoute() {
  const { t } = useTranslation(['privacy']);
  const language = useLanguage();
  usePageMeta('privacyPolicy');
  return (
    <div className="page">
      <LegalDocumentView
        document={privacyCopy.get(language)}
        noticeAction={
          <RouterLink
            to={localizePath(paths.privacyPolicy, 'bm')}
            hrefLang="ms"
            className="button button--ghost"
          >
            {t('privacy:readMalay')}
          </RouterLink>
        }
        footer={
          <>
            <Link to={paths.privacyRequest}>{t('privacy:makeRequest')}</Link>
            <br />
            <Link to={paths.terms}>{t('privacy:seeTerms')}</Link>
          </>
        }
      />
    </div>
  );
}

/**
 * /privacy-request (issue 32, docs/privacy.md, "Requests"): anyone asks for a copy, a correction
 * or the deletion of their personal data, its portability or the withdrawal of a consent; the
 * form proves the mobile or email by a one-time code, and the answer is due within 21 days.
 */
export function PrivacyRequestRoute() {
  const { t } = useTranslation(['privacy']);
  // The privacy policy's page key with this page's own words: a key of its own would grow every
  // page's first load (use-page-meta.ts), and both are the privacy pages.
  usePageMeta('privacyPolicy', {
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
