import { privacyStatement } from '@gsk/core/content';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { LegalDocumentView } from '../../features/legal/components/legal-document';
import { usePageMeta } from '../../hooks/use-page-meta';
import type { Language } from '../../i18n';

export function PrivacyPolicyRoute() {
  const { t, i18n } = useTranslation();
  usePageMeta('privacyPolicy');
  return (
    <div className="page">
      <LegalDocumentView
        document={privacyStatement(i18n.language as Language)}
        noticeAction={
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void i18n.changeLanguage('bm')}
          >
            {t('privacy.readMalay')}
          </button>
        }
        footer={<Link to={paths.terms}>{t('privacy.seeTerms')}</Link>}
      />
    </div>
  );
}
