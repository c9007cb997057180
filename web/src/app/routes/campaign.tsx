import { quickAmountFromQuery } from '@gsk/core/donation/quick-amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { CampaignDetail } from '../../features/crowdfunding/components/campaign-detail';
import {
  FundraiserMissing,
  FundraiserView,
} from '../../features/crowdfunding/components/fundraiser-view';
import { LoadFailure } from '../../components/ui/load-failure';
import { StartFundraiser } from '../../features/crowdfunding/components/start-fundraiser';
import { useCampaign, useFundraiser } from '../../features/crowdfunding/hooks/use-crowdfunding';
import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { useLanguage } from '../../hooks/use-language';
import type { Remote } from '../../hooks/use-remote';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/*
 * Crowdfunding's shells (issue 30): a campaign, starting a supporter's page for it, a supporter's
 * page; each loaded in the browser. One module for the three, so the router's table (in every
 * page's first load) names one chunk for them rather than three.
 */

/** Whether the API said there is no such thing (404). */
const isMissing = (remote: Remote<unknown>) =>
  remote.status === 'failed' && remote.failure.kind === 'status' && remote.failure.status === 404;

/**
 * /crowdfund/{id}: one campaign, loaded in the browser (a shell, as an event's page is), with the
 * donation form attributed to it (`?donate=` prefills it). An unknown id is the not-found page.
 */
export function CampaignRoute() {
  const { campaignId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const { remote, reload } = useCampaign(campaignId);
  const loaded = remote.status === 'loaded' ? remote.data : undefined;
  if (isMissing(remote)) return <NotFoundRoute />;
  return (
    <ShellMeta page="campaign" title={loaded?.title[language]}>
      {remote.status === 'failed' ? (
        <div className="page">
          <LoadFailure
            className="crowdfunding-failure"
            message={t('crowdfunding:campaign.error')}
            retry={t('crowdfunding:list.retry')}
            onRetry={reload}
          />
        </div>
      ) : loaded ? (
        <div className="page">
          <CampaignDetail
            key={loaded.id}
            campaign={loaded}
            initialAmount={quickAmountFromQuery(params.get('donate'))}
            GiveForm={DonationFormIsland}
          />
        </div>
      ) : (
        <PageLoading />
      )}
    </ShellMeta>
  );
}

/** A shell's title (what it shows once known, else its own) and description, from its catalogue. */
function ShellMeta({
  page,
  title,
  children,
}: {
  page: 'campaign' | 'startFundraiser' | 'fundraiser';
  title?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['crowdfunding']);
  usePageMeta(page, {
    title: title ?? t(`crowdfunding:meta.${page}.title`),
    description: t(`crowdfunding:meta.${page}.description`),
  });
  return children;
}

/** /crowdfund/{id}/start: a member starts their own page for a running campaign (a shell). */
export function StartFundraiserRoute() {
  const { campaignId = '' } = useParams();
  const { t } = useTranslation(['crowdfunding']);
  const { remote, reload } = useCampaign(campaignId);
  if (isMissing(remote)) return <NotFoundRoute />;
  return (
    <ShellMeta page="startFundraiser">
      {remote.status === 'loading' ? (
        <PageLoading />
      ) : (
        <div className="page">
          {remote.status === 'failed' ? (
            <LoadFailure
              className="crowdfunding-failure"
              message={t('crowdfunding:campaign.error')}
              retry={t('crowdfunding:list.retry')}
              onRetry={reload}
            />
          ) : (
            <StartFundraiser campaign={remote.data} />
          )}
        </div>
      )}
    </ShellMeta>
  );
}

/**
 * /fundraise/{code}: a supporter's approved page, loaded in the browser (a shell). An unknown or
 * unapproved code says so in words, with the way to the campaigns.
 */
export function FundraiserRoute() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation(['crowdfunding']);
  const { remote, reload } = useFundraiser(code);
  const loaded = remote.status === 'loaded' ? remote.data : undefined;
  const missing = isMissing(remote);
  return (
    <ShellMeta page="fundraiser" title={loaded?.fundraiser.title}>
      <div className="page">
        {missing ? (
          <FundraiserMissing />
        ) : remote.status === 'failed' ? (
          <LoadFailure
            className="crowdfunding-failure"
            message={t('crowdfunding:fundraiser.error')}
            retry={t('crowdfunding:list.retry')}
            onRetry={reload}
          />
        ) : loaded ? (
          <FundraiserView
            key={loaded.fundraiser.code}
            page={loaded}
            initialAmount={quickAmountFromQuery(params.get('donate'))}
            GiveForm={DonationFormIsland}
          />
        ) : (
          <PageLoading />
        )}
      </div>
    </ShellMeta>
  );
}
