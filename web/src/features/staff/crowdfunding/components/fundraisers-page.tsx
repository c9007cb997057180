import type { StaffFundraiser } from '@gsk/core/api';
import {
  fundraiserDecisionSchema,
  fundraiserStatuses,
  type FundraiserStatus,
} from '@gsk/core/crowdfunding';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormEnd,
  SchemaForm,
  TextArea,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { Dialog } from '../../../../components/ui/dialog';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { useStaffSession } from '../../hooks/staff-session';
import { usePagedList } from '../../hooks/use-paged-list';
import { when } from '../../lib/format';
import { PagedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { decideFundraiser, fetchCampaigns, fetchFundraisers } from '../api/crowdfunding-api';
import { ringgitText } from '../lib/format';
import { Failure, useFailureText } from './parts';

/** How many pages wait for a decision, across every campaign (the section's header says it). */
function WaitingCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation(['staffCrowdfunding']);
  if (count === undefined) return null;
  return (
    <p className="staff-crowdfunding__waiting">
      {count === 0
        ? t('staffCrowdfunding:fundraisers.noneWaiting')
        : t('staffCrowdfunding:fundraisers.waiting', { count })}
    </p>
  );
}

interface Decision {
  page: StaffFundraiser;
  approve: boolean;
}

/**
 * The confirmation of a decision: approving says where the page will count; refusing asks for the
 * reason its supporter reads (core's fundraiserDecisionSchema: required, bounded).
 */
function DecisionDialog({
  decision,
  onClose,
  onDecided,
  onTaken,
}: {
  decision: Decision;
  onClose: () => void;
  onDecided: (page: StaffFundraiser, approve: boolean) => void;
  /** The page was decided by someone else meanwhile (409): the list shows it as it now is. */
  onTaken: (failure: ApiFailure) => void;
}) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const failureText = useFailureText();
  const { page, approve } = decision;
  const form = useSchemaForm({
    initialValues: { decision: approve ? 'approve' : 'refuse', reason: '' },
    schema: fundraiserDecisionSchema,
    inputOf: (values) => values,
    send: async (values) => {
      await decideFundraiser(page.code, values);
      onDecided(page, approve);
    },
    failureText: (error) => {
      const failure = failureOf(error);
      if (failure.kind === 'status' && failure.code === 'fundraiser_decided') {
        onTaken(failure);
        return undefined;
      }
      return failureText(error);
    },
  });
  const field = { formik: form.formik, prefix: form.prefix };
  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={t('staffCrowdfunding:common.close')}
      title={t(
        approve
          ? 'staffCrowdfunding:fundraisers.approveTitle'
          : 'staffCrowdfunding:fundraisers.refuseTitle',
        { title: page.title },
      )}
    >
      <SchemaForm
        form={form}
        label={t(
          approve
            ? 'staffCrowdfunding:fundraisers.approveTitle'
            : 'staffCrowdfunding:fundraisers.refuseTitle',
          { title: page.title },
        )}
      >
        <p>
          {approve
            ? t('staffCrowdfunding:fundraisers.approveText', {
                campaign: page.campaignTitle[language],
              })
            : t('staffCrowdfunding:fundraisers.refuseText')}
        </p>
        {!approve && (
          <TextArea form={field} name="reason" label={t('staffCrowdfunding:fundraisers.reason')} />
        )}
        <FormEnd
          alert={form.alert}
          submitting={form.formik.isSubmitting}
          submit={t(
            approve
              ? 'staffCrowdfunding:fundraisers.confirmApprove'
              : 'staffCrowdfunding:fundraisers.confirmRefuse',
          )}
        />
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('staffCrowdfunding:common.cancel')}
        </button>
      </SchemaForm>
    </Dialog>
  );
}

/**
 * Supporters' pages by status (waiting first), each with its story, campaign, owner (name and
 * masked mobile), goal and date; a waiting page is approved or refused (with a reason) after a
 * confirmation. The header says how many pages wait across every campaign.
 */
export function FundraisersPage() {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const [status, setStatus] = useState<FundraiserStatus>('pending');
  const [decision, setDecision] = useState<Decision>();
  const [done, setDone] = useState('');
  const [taken, setTaken] = useState<ApiFailure>();
  const load = useCallback((cursor?: string) => fetchFundraisers(status, cursor), [status]);
  const list = usePagedList(load);
  const { callFailed } = useStaffSession();
  const campaigns = useRemote(fetchCampaigns, callFailed);
  const waiting =
    campaigns.remote.status === 'loaded'
      ? campaigns.remote.data.reduce((sum, campaign) => sum + campaign.pendingFundraisers, 0)
      : undefined;

  const handleTaken = (failure: ApiFailure) => {
    setDecision(undefined);
    setTaken(failure);
    list.reload();
    campaigns.refresh();
  };

  const handleDecided = (page: StaffFundraiser, approve: boolean) => {
    setDecision(undefined);
    setDone(
      t(
        approve
          ? 'staffCrowdfunding:fundraisers.approved'
          : 'staffCrowdfunding:fundraisers.refused',
        { title: page.title },
      ),
    );
    list.remove((row) => row.code === page.code);
    campaigns.refresh();
  };

  return (
    <PeoplePage
      heading={t('staffCrowdfunding:fundraisers.heading')}
      lead={t('staffCrowdfunding:fundraisers.lead')}
    >
      <WaitingCount count={waiting} />
      <div
        className="staff-crowdfunding__tabs"
        role="group"
        aria-label={t('staffCrowdfunding:fundraisers.tabs')}
      >
        {fundraiserStatuses.map((one) => (
          <button
            key={one}
            type="button"
            className={`button ${one === status ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={one === status}
            onClick={() => {
              setDone('');
              setTaken(undefined);
              setStatus(one);
            }}
          >
            {t(`staffCrowdfunding:fundraisers.statuses.${one}`)}
          </button>
        ))}
      </div>
      <p role="status" className="staff-people__done">
        {done}
      </p>
      {taken && <Failure failure={taken} />}
      <PagedList
        list={list}
        loadingLabel={t('staffCrowdfunding:common.loading')}
        emptyText={t('staffCrowdfunding:common.empty')}
      >
        {(rows) => (
          <StaffTable
            label={t('staffCrowdfunding:fundraisers.listLabel')}
            columns={[
              t('staffCrowdfunding:fundraisers.page'),
              t('staffCrowdfunding:fundraisers.campaign'),
              t('staffCrowdfunding:fundraisers.owner'),
              t('staffCrowdfunding:fundraisers.goal'),
              t('staffCrowdfunding:fundraisers.created'),
              t('staffCrowdfunding:fundraisers.actions'),
            ]}
          >
            {rows.map((page) => (
              <tr key={page.code}>
                <th scope="row" data-label={t('staffCrowdfunding:fundraisers.page')}>
                  {page.title}
                  <span className="staff-table__sub staff-crowdfunding__story">{page.story}</span>
                </th>
                <td data-label={t('staffCrowdfunding:fundraisers.campaign')}>
                  {page.campaignTitle[language]}
                </td>
                <td data-label={t('staffCrowdfunding:fundraisers.owner')}>
                  {page.ownerName}
                  <span className="staff-table__sub">{page.ownerMobile}</span>
                </td>
                <td data-label={t('staffCrowdfunding:fundraisers.goal')}>
                  {t('staffCrowdfunding:common.raisedOf', {
                    raised: ringgitText(page.raised.amount, language),
                    goal: ringgitText(page.goal, language),
                  })}
                </td>
                <td data-label={t('staffCrowdfunding:fundraisers.created')}>
                  {when(page.createdAt, language)}
                </td>
                <td data-label={t('staffCrowdfunding:fundraisers.actions')}>
                  {page.status === 'pending' ? (
                    <div className="staff-table__actions" role="group" aria-label={page.title}>
                      {([true, false] as const).map((approve) => (
                        <button
                          key={String(approve)}
                          type="button"
                          className={`button ${approve ? 'button--primary' : 'button--ghost'}`}
                          onClick={() => {
                            setDone('');
                            setTaken(undefined);
                            setDecision({ page, approve });
                          }}
                        >
                          {approve
                            ? t('staffCrowdfunding:fundraisers.approve')
                            : t('staffCrowdfunding:fundraisers.refuse')}
                        </button>
                      ))}
                    </div>
                  ) : (
                    <>
                      {t('staffCrowdfunding:fundraisers.decided', {
                        status: t(`staffCrowdfunding:fundraisers.statuses.${page.status}`),
                        name: page.decidedBy ?? t('staffCrowdfunding:common.none'),
                        at: when(page.decidedAt, language),
                      })}
                      {page.refusalReason && (
                        <span className="staff-table__sub">
                          {t('staffCrowdfunding:fundraisers.reasonShown', {
                            reason: page.refusalReason,
                          })}
                        </span>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </PagedList>
      {decision && (
        <DecisionDialog
          key={`${decision.page.code}-${String(decision.approve)}`}
          decision={decision}
          onClose={() => setDecision(undefined)}
          onDecided={handleDecided}
          onTaken={handleTaken}
        />
      )}
    </PeoplePage>
  );
}
