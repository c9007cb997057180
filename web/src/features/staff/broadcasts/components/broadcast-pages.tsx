import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  BroadcastComposer,
  BroadcastDetailView,
  BroadcastList,
  type Choice,
} from '../../../../components/broadcasts';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useLocalizedPath } from '../../../../hooks/use-localized-path';
import { fetchCampaigns } from '../../crowdfunding/api/crowdfunding-api';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { fetchStaffEvents } from '../../people/api/people-api';
import { PeoplePage } from '../../people/components/list-parts';

const namespaces = ['staffBroadcasts', 'volunteerLabels', 'staffPeople'] as const;

/** The events and campaigns a segment may name, in the page's language; `undefined` while loading. */
function useSegmentChoices() {
  const language = useLanguage();
  const [choices, setChoices] = useState<{ events?: Choice[]; campaigns?: Choice[] }>({});
  useEffect(() => {
    let current = true;
    // A list that fails to load leaves its ids as they are (the composer's select then empty).
    const settle = (key: 'events' | 'campaigns', list: Choice[]) =>
      current && setChoices((before) => ({ ...before, [key]: list }));
    fetchStaffEvents().then(
      (events) =>
        settle(
          'events',
          events.map((event) => ({ code: event.id, name: event.title[language] })),
        ),
      () => settle('events', []),
    );
    fetchCampaigns().then(
      (campaigns) =>
        settle(
          'campaigns',
          campaigns.map((campaign) => ({ code: campaign.id, name: campaign.title[language] })),
        ),
      () => settle('campaigns', []),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return choices;
}

/** The choices as names by id, for a segment in words. */
function useSegmentNames() {
  const { events, campaigns } = useSegmentChoices();
  return useMemo(
    () => ({
      events: new Map((events ?? []).map(({ code, name }) => [code, name])),
      campaigns: new Map((campaigns ?? []).map(({ code, name }) => [code, name])),
    }),
    [events, campaigns],
  );
}

function BackLink() {
  const { t } = useTranslation(namespaces);
  return (
    <Link className="staff-people__back" to={staffPath('broadcasts')}>
      {t('staffBroadcasts:back')}
    </Link>
  );
}

/** The broadcasts, newest first, each with its progress; and writing a new one. */
export function BroadcastsPage() {
  const { t } = useTranslation(namespaces);
  const { callFailed } = useStaffSession();
  const names = useSegmentNames();
  const linkOf = useCallback((id: string) => staffPath('broadcasts', id), []);
  return (
    <PeoplePage
      heading={t('staffBroadcasts:heading')}
      lead={t('staffBroadcasts:lead')}
      actions={
        <Link className="button button--primary" to={staffPath('broadcasts', 'new')}>
          {t('staffBroadcasts:write')}
        </Link>
      }
    >
      <BroadcastList mode="staff" linkOf={linkOf} names={names} onFailure={callFailed} />
    </PeoplePage>
  );
}

/** Writing a broadcast: once sent, its page (with its progress) opens. */
export function NewBroadcastPage() {
  const { t } = useTranslation(namespaces);
  const { callFailed } = useStaffSession();
  const { events, campaigns } = useSegmentChoices();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <PeoplePage heading={t('staffBroadcasts:composer.heading')} actions={<BackLink />}>
      <BroadcastComposer
        mode="staff"
        events={events}
        campaigns={campaigns}
        onFailure={callFailed}
        onSent={(broadcast) =>
          navigate(localize(staffPath('broadcasts', broadcast.id)), { state: { sent: true } })
        }
      />
    </PeoplePage>
  );
}

/** One broadcast: its words, segment and progress; stopping it while it goes out. */
export function BroadcastPage() {
  const { t } = useTranslation(namespaces);
  const { id = '' } = useParams();
  const { callFailed } = useStaffSession();
  const names = useSegmentNames();
  const { state } = useLocation() as { state: { sent?: boolean } | null };
  return (
    <PeoplePage heading={t('staffBroadcasts:detail.heading')} actions={<BackLink />}>
      {state?.sent && <p role="status">{t('staffBroadcasts:sent')}</p>}
      <BroadcastDetailView mode="staff" id={id} names={names} onFailure={callFailed} />
    </PeoplePage>
  );
}
