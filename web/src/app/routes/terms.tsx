import { termsCopy } from '@gsk/core/content/copy';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { LegalDocumentView } from '../../features/legal/components/legal-document';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useLanguage } from '../../hooks/use-language';

export function TermsRoute() {
  const { t } = useTranslation(['terms']);
  const language = useLanguage();
  usePageMeta('terms');
  return (
    <div className="page">
      <LegalDocumentView
        document={termsCopy.get(language)}
        footer={<Link to={paths.privacyPolicy}>{t('terms:seePrivacy')}</Link>}
      />
    </div>
  );
}
