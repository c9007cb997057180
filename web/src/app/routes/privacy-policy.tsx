import { privacyCopy } from '@gsk/core/content/copy';
import { useTranslation } from 'react-i18next';
import { Link, RouterLink } from '../../components/ui/localized-link';
import { localizePath, paths } from '../../config/paths';
import { LegalDocumentView } from '../../features/legal/components/legal-document';
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
