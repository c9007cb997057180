import { useTranslation } from 'react-i18next';

/** What a page shows while it waits for the browser (its prerendered HTML says only this). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
