import { useTranslation } from 'react-i18next';
import { UnsubscribeIsland } from '../../features/unsubscribe/components/unsubscribe-island';
import { usePageMeta } from '../../hooks/use-page-meta';

/**
 * `/unsubscribe?t=` (issue 32, broadcasts): the page a broadcast email's visible link opens. A
 * shell kept out of search; its part reads the token and calls the API in the browser.
 */
export function UnsubscribeRoute() {
  const { t } = useTranslation(['unsubscribe']);
  usePageMeta('unsubscribe', {
    title: t('unsubscribe:title'),
    description: t('unsubscribe:description'),
  });
  return (
    <div className="page">
      <header className="page-intro">
        <h1 className="page-intro__heading">{t('unsubscribe:heading')}</h1>
      </header>
      <div className="unsubscribe-page__body">
        <UnsubscribeIsland />
      </div>
    </div>
  );
}
