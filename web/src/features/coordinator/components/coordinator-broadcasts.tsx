import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  BroadcastComposer,
  BroadcastDetailView,
  BroadcastList,
} from '../../../components/broadcasts';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import type { ApiFailure } from '../../../lib/api-client';
import { signedOutNow } from '../../../lib/session';
import { useCoordinator } from './coordinator-access';

/** The section's addresses of the broadcasts: the list, the composer, one broadcast. */
export const coordinatorBroadcastPaths = {
  list: `${paths.coordinator}?broadcasts`,
  compose: `${paths.coordinator}?broadcasts=new`,
  one: (id: string) => `${paths.coordinator}?${new URLSearchParams({ broadcast: id }).toString()}`,
};

/** A signed-out member is asked to sign in again; a 403 is worded by the broadcasts' texts. */
const onFailure = (failure: ApiFailure) => {
  if (failure.kind === 'status' && failure.status === 401) signedOutNow();
};

function Back({ to, label }: { to: string; label: string }) {
  return (
    <Link className="coordinator__back" to={to}>
      {label}
    </Link>
  );
}

/**
 * A coordinator's broadcasts (`?broadcasts`, `?broadcasts=new`, `?broadcast=<id>`): their list, the
 * one composer in its coordinator's mode (an area of theirs, or a skill within one), and one
 * broadcast's progress (no stopping: staff do that).
 */
export function CoordinatorBroadcasts({
  view,
  id,
}: {
  view: 'list' | 'compose' | 'one';
  id?: string;
}) {
  const { t } = useTranslation(['coordinator', 'staffBroadcasts', 'volunteerLabels']);
  const { self } = useCoordinator();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const linkOf = useCallback((broadcast: string) => coordinatorBroadcastPaths.one(broadcast), []);
  return (
    <div className="coordinator">
      <section aria-labelledby="coordinator-broadcasts" className="coordinator__part">
        <h2 id="coordinator-broadcasts">{t('staffBroadcasts:coordinator.heading')}</h2>
        {view === 'list' && (
          <>
            <Back to={paths.coordinator} label={t('staffBroadcasts:coordinator.back')} />
            <p>{t('staffBroadcasts:coordinatorLead')}</p>
            {self.areas.length === 0 ? (
              <p>{t('staffBroadcasts:coordinator.noAreas')}</p>
            ) : (
              <p>
                <Link className="button button--primary" to={coordinatorBroadcastPaths.compose}>
                  {t('staffBroadcasts:write')}
                </Link>
              </p>
            )}
            <h3>{t('staffBroadcasts:coordinator.list')}</h3>
            <BroadcastList mode="coordinator" linkOf={linkOf} onFailure={onFailure} />
          </>
        )}
        {view === 'compose' && (
          <>
            <Back to={coordinatorBroadcastPaths.list} label={t('staffBroadcasts:back')} />
            {self.areas.length === 0 ? (
              <p>{t('staffBroadcasts:coordinator.noAreas')}</p>
            ) : (
              <BroadcastComposer
                mode="coordinator"
                areas={self.areas}
                onFailure={onFailure}
                onSent={(broadcast) =>
                  navigate(localize(coordinatorBroadcastPaths.one(broadcast.id)))
                }
              />
            )}
          </>
        )}
        {view === 'one' && id && (
          <>
            <Back to={coordinatorBroadcastPaths.list} label={t('staffBroadcasts:back')} />
            <BroadcastDetailView mode="coordinator" id={id} onFailure={onFailure} />
          </>
        )}
      </section>
    </div>
  );
}
