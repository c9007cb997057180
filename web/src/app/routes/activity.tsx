import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { ActivityDetail } from '../../features/volunteers/components/activity-detail';
import { useActivity } from '../../features/volunteers/hooks/use-activity';
import { inLanguage } from '../../features/volunteers/lib/activity-text';
import { useLanguage } from '../../hooks/use-language';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/**
 * /volunteer/activities/{id}: one volunteer activity and its shifts, loaded in the browser
 * (activities change after the build, so the prerendered page is a shell, as an event's is). An
 * unknown id is the site's not-found page.
 */
export function ActivityRoute() {
  const { activityId = '' } = useParams();
  const { t } = useTranslation(['volunteers']);
  const language = useLanguage();
  const { remote: activity, reload, refresh } = useActivity(activityId);
  const loaded = activity.status === 'loaded' ? activity.data : undefined;
  if (
    activity.status === 'failed' &&
    activity.failure.kind === 'status' &&
    activity.failure.status === 404
  )
    return <NotFoundRoute />;
  return (
    <ActivityMeta title={loaded && inLanguage(loaded.title, language)}>
      {activity.status === 'failed' ? (
        <div className="page">
          <div className="activity-failure" role="alert">
            <p>{t('volunteers:activity.error')}</p>
            <button type="button" className="button button--primary" onClick={reload}>
              {t('volunteers:activity.retry')}
            </button>
          </div>
        </div>
      ) : loaded ? (
        <div className="page">
          <ActivityDetail key={loaded.id} activity={loaded} onChanged={refresh} />
        </div>
      ) : (
        <PageLoading />
      )}
    </ActivityMeta>
  );
}

/** The page's title: the activity's once it is known. */
function ActivityMeta({ title, children }: { title?: string; children: ReactNode }) {
  usePageMeta('activity', title ? { title } : {});
  return children;
}
