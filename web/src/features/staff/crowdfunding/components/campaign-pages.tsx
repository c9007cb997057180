import type { StaffCampaign } from '@gsk/core/api';
import { campaignUpdateSchema } from '@gsk/core/crowdfunding';
import type { Language } from '@gsk/core/i18n/language';
import { sitePaths } from '@gsk/core/paths';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  FormEnd,
  SchemaForm,
  TextArea,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useLocalizedPath } from '../../../../hooks/use-localized-path';
import { useRemote } from '../../../../hooks/use-remote';
import { useStaffSession } from '../../hooks/staff-session';
import { when } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';
import { enterpriseName } from '../../people/lib/application-text';
import { LoadedList, Loading, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import {
  createCampaign,
  fetchCampaign,
  fetchCampaigns,
  postCampaignUpdate,
  updateCampaign,
} from '../api/crowdfunding-api';
import { dayText, ringgitText, senText } from '../lib/format';
import { CampaignForm } from './campaign-form';
import { Failure, useFailureText } from './parts';

type CrowdfundingT = TFunction<['staffCrowdfunding']>;

/** Whom a campaign raises for: its enterprise's name, or the movement as a whole. */
const fundOf = (campaign: StaffCampaign, t: CrowdfundingT, language: Language) =>
  campaign.enterprise
    ? enterpriseName(campaign.enterprise, language)
    : t('staffCrowdfunding:common.movement');

const raisedOf = (campaign: StaffCampaign, t: CrowdfundingT, language: Language) =>
  t('staffCrowdfunding:common.raisedOf', {
    raised: ringgitText(campaign.raised.amount, language),
    goal: ringgitText(campaign.goal, language),
  });

/** Running campaigns first, then upcoming, drafts, ended and cancelled; newest first within each. */
const phaseOrder = ['running', 'upcoming', 'draft', 'ended', 'cancelled'] as const;
const inOrder = (campaigns: StaffCampaign[]) =>
  [...campaigns].sort(
    (one, other) =>
      phaseOrder.indexOf(one.phase) - phaseOrder.indexOf(other.phase) ||
      other.createdAt.localeCompare(one.createdAt),
  );

/** Every campaign with whom it raises for, its stage, raised of goal, days left and pages waiting. */
export function CampaignsPage() {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const { callFailed } = useStaffSession();
  const { remote, refresh } = useRemote(fetchCampaigns, callFailed);
  return (
    <PeoplePage
      heading={t('staffCrowdfunding:campaigns.heading')}
      lead={t('staffCrowdfunding:campaigns.lead')}
      actions={
        <Link className="button button--primary" to={staffPath('campaigns', 'new')}>
          {t('staffCrowdfunding:campaigns.create')}
        </Link>
      }
    >
      <LoadedList
        remote={remote}
        onRetry={refresh}
        loadingLabel={t('staffCrowdfunding:common.loading')}
        emptyText={t('staffCrowdfunding:common.empty')}
        failure={Failure}
      >
        {(rows) => (
          <StaffTable
            label={t('staffCrowdfunding:campaigns.listLabel')}
            columns={[
              t('staffCrowdfunding:campaigns.title'),
              t('staffCrowdfunding:campaigns.fund'),
              t('staffCrowdfunding:campaigns.phase'),
              t('staffCrowdfunding:campaigns.raised'),
              t('staffCrowdfunding:campaigns.daysLeft'),
              t('staffCrowdfunding:campaigns.pending'),
            ]}
          >
            {inOrder(rows).map((campaign) => (
              <tr key={campaign.id}>
                <th scope="row" data-label={t('staffCrowdfunding:campaigns.title')}>
                  <Link to={staffPath('campaigns', campaign.id)}>{campaign.title[language]}</Link>
                  <span className="staff-table__sub">{campaign.id}</span>
                </th>
                <td data-label={t('staffCrowdfunding:campaigns.fund')}>
                  {fundOf(campaign, t, language)}
                </td>
                <td data-label={t('staffCrowdfunding:campaigns.phase')}>
                  <StatusBadge status={campaign.phase}>
                    {t(`staffCrowdfunding:phases.${campaign.phase}`)}
                  </StatusBadge>
                </td>
                <td data-label={t('staffCrowdfunding:campaigns.raised')}>
                  {raisedOf(campaign, t, language)}
                  <span className="staff-table__sub">
                    {t('staffCrowdfunding:common.contributors', {
                      count: campaign.raised.contributors,
                    })}
                  </span>
                </td>
                <td data-label={t('staffCrowdfunding:campaigns.daysLeft')}>
                  {campaign.daysLeft === undefined
                    ? t('staffCrowdfunding:common.none')
                    : t('staffCrowdfunding:campaigns.days', { count: campaign.daysLeft })}
                </td>
                <td data-label={t('staffCrowdfunding:campaigns.pending')}>
                  {campaign.pendingFundraisers > 0 ? (
                    <Link to={staffPath('fundraisers')}>{campaign.pendingFundraisers}</Link>
                  ) : (
                    campaign.pendingFundraisers
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </LoadedList>
    </PeoplePage>
  );
}

function BackLink() {
  const { t } = useTranslation(['staffCrowdfunding']);
  return (
    <Link className="staff-people__back" to={staffPath('campaigns')}>
      {t('staffCrowdfunding:campaignForm.back')}
    </Link>
  );
}

/** A new campaign: created as the form says, then opened. */
export function CampaignCreatePage() {
  const { t } = useTranslation(['staffCrowdfunding']);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <PeoplePage heading={t('staffCrowdfunding:campaignForm.createHeading')} actions={<BackLink />}>
      <CampaignForm
        submitLabel={t('staffCrowdfunding:campaignForm.create')}
        send={async (values) => {
          const created = await createCampaign(values);
          navigate(localize(staffPath('campaigns', created.id)), { state: { created: true } });
        }}
      />
    </PeoplePage>
  );
}

/** A campaign's figures as a list of terms: raised of goal, contributors, spent, balance, stage. */
function CampaignFigures({ campaign }: { campaign: StaffCampaign }) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const figures: [string, string][] = [
    [t('staffCrowdfunding:campaign.phase'), t(`staffCrowdfunding:phases.${campaign.phase}`)],
    [
      t('staffCrowdfunding:campaign.dates'),
      t('staffCrowdfunding:campaign.dateRange', {
        from: dayText(campaign.startsOn, language),
        to: dayText(campaign.endsOn, language),
      }),
    ],
    [t('staffCrowdfunding:campaign.raised'), raisedOf(campaign, t, language)],
    [t('staffCrowdfunding:campaign.contributors'), String(campaign.raised.contributors)],
    [t('staffCrowdfunding:campaign.spent'), senText(campaign.spentSen, language)],
    [t('staffCrowdfunding:campaign.balance'), senText(campaign.balanceSen, language)],
    ...(campaign.daysLeft === undefined
      ? []
      : [
          [
            t('staffCrowdfunding:campaign.daysLeft'),
            t('staffCrowdfunding:campaigns.days', { count: campaign.daysLeft }),
          ] as [string, string],
        ]),
  ];
  return (
    <dl
      className="staff-crowdfunding__figures"
      aria-label={t('staffCrowdfunding:campaign.figures')}
    >
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The campaign's dated updates (newest first) and the form that posts one in both languages. */
function CampaignUpdates({
  campaign,
  onPosted,
}: {
  campaign: StaffCampaign;
  onPosted: (campaign: StaffCampaign) => void;
}) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const failureText = useFailureText();
  const [posted, setPosted] = useState('');
  const form = useSchemaForm({
    initialValues: { text: { bm: '', eng: '' } },
    schema: campaignUpdateSchema,
    inputOf: (values) => values,
    send: async (values) => {
      setPosted('');
      onPosted(await postCampaignUpdate(campaign.id, values));
      form.formik.resetForm();
      setPosted(t('staffCrowdfunding:campaign.posted'));
    },
    failureText,
  });
  const field = { formik: form.formik, prefix: form.prefix };
  return (
    <section className="staff-card" aria-labelledby={`${form.prefix}-updates`}>
      <h2 id={`${form.prefix}-updates`}>{t('staffCrowdfunding:campaign.updates')}</h2>
      {campaign.updates.length === 0 ? (
        <p className="staff-people__empty">{t('staffCrowdfunding:campaign.noUpdates')}</p>
      ) : (
        <ol
          className="staff-crowdfunding__updates"
          aria-label={t('staffCrowdfunding:campaign.updatesLabel')}
        >
          {campaign.updates.map((update) => (
            <li key={update.id}>
              <p className="staff-crowdfunding__when">{when(update.postedAt, language)}</p>
              <p lang="ms">{update.text.bm}</p>
              <p lang="en">{update.text.eng}</p>
            </li>
          ))}
        </ol>
      )}
      <h3>{t('staffCrowdfunding:campaign.updateForm')}</h3>
      <SchemaForm form={form} label={t('staffCrowdfunding:campaign.updateForm')}>
        <TextArea form={field} name="text.bm" label={t('staffCrowdfunding:campaign.updateBm')} />
        <TextArea form={field} name="text.eng" label={t('staffCrowdfunding:campaign.updateEng')} />
        <FormEnd
          alert={form.alert}
          done={posted}
          submitting={form.formik.isSubmitting}
          submit={t('staffCrowdfunding:campaign.post')}
        />
      </SchemaForm>
    </section>
  );
}

/**
 * One campaign: its figures (raised of goal, spent and balance to the sen), a link to its public
 * page and to its pages waiting, the form to change it, and its updates with the form to post one.
 */
export function CampaignDetailPage() {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const { id = '' } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState(false);
  const load = useCallback(() => fetchCampaign(id), [id]);
  const { callFailed } = useStaffSession();
  const { remote, refresh, replace } = useRemote(load, callFailed);
  const campaign = remote.status === 'loaded' ? remote.data : undefined;
  return (
    <PeoplePage
      heading={campaign ? campaign.title[language] : t('staffCrowdfunding:campaigns.heading')}
      lead={campaign ? fundOf(campaign, t, language) : undefined}
      actions={<BackLink />}
    >
      {remote.status === 'loading' && <Loading label={t('staffCrowdfunding:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {campaign && (
        <>
          <p role="status" className="staff-people__done">
            {created ? t('staffCrowdfunding:campaignForm.created') : ''}
          </p>
          <CampaignFigures campaign={campaign} />
          <ul className="staff-crowdfunding__links">
            <li>
              <a href={localize(sitePaths.campaign(campaign.id))} target="_blank" rel="noreferrer">
                {t('staffCrowdfunding:campaign.publicPage')}
              </a>
            </li>
            {campaign.pendingFundraisers > 0 && (
              <li>
                <Link to={staffPath('fundraisers')}>
                  {t('staffCrowdfunding:campaign.pending', {
                    count: campaign.pendingFundraisers,
                  })}
                </Link>
              </li>
            )}
          </ul>
          <section className="staff-card" aria-labelledby="staff-campaign-edit">
            <h2 id="staff-campaign-edit">{t('staffCrowdfunding:campaign.edit')}</h2>
            <CampaignForm
              key={campaign.updatedAt}
              campaign={campaign}
              submitLabel={t('staffCrowdfunding:campaignForm.save')}
              done={saved ? t('staffCrowdfunding:campaignForm.saved') : ''}
              send={async (values) => {
                setSaved(false);
                replace(await updateCampaign(campaign.id, { ...values, id: campaign.id }));
                setSaved(true);
              }}
            />
          </section>
          <CampaignUpdates campaign={campaign} onPosted={replace} />
        </>
      )}
    </PeoplePage>
  );
}
