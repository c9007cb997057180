import { termsOfUse } from '@gsk/core/content';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { LegalDocumentView } from '../../features/legal/components/legal-document';
import { usePageMeta } from '../../hooks/use-page-meta';
import type { Language } from '../../i18n';

export function TermsRoute() {
  const { t, i18n } = useTranslation();
  usePageMeta('terms');
  return (
    <div className="page">
      <LegalDocumentView
        document={termsOfUse(i18n.language as Language)}
        footer={<Link to={paths.privacyPolicy}>{t('terms.seePrivacy')}</Link>}
      />
    </div>
  );
}
