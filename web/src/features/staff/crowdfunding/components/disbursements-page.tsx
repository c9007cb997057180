import type { StaffDisbursement } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { useStaffSession } from '../../hooks/staff-session';
import { usePagedList } from '../../hooks/use-paged-list';
import { when } from '../../lib/format';
import { enterpriseName } from '../../people/lib/application-text';
import { Loading, PagedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import {
  disbursementReceiptHref,
  fetchCampaigns,
  fetchDisbursements,
} from '../api/crowdfunding-api';
import { dayText, senText } from '../lib/format';
import { DisbursementForm } from './disbursement-form';
import { Failure } from './parts';

/** One disbursement's row: when, from which fund and campaign, what for, how much, its receipt. */
function DisbursementRow({ row }: { row: StaffDisbursement }) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  return (
    <tr>
      <th scope="row" data-label={t('staffCrowdfunding:disbursements.paidOn')}>
        {dayText(row.paidOn, language)}
      </th>
      <td data-label={t('staffCrowdfunding:disbursements.fund')}>
        {row.enterprise
          ? enterpriseName(row.enterprise, language)
          : t('staffCrowdfunding:common.movement')}
      </td>
      <td data-label={t('staffCrowdfunding:disbursements.campaign')}>
        {row.campaign ? row.campaign.title[language] : t('staffCrowdfunding:common.none')}
      </td>
      <td data-label={t('staffCrowdfunding:disbursements.category')}>
        {t(`staffCrowdfunding:disbursements.categories.${row.category}`)}
      </td>
      <td data-label={t('staffCrowdfunding:disbursements.description')}>
        {row.description[language]}
        <span className="staff-table__sub">
          {t('staffCrowdfunding:disbursements.recordedBy', {
            name: row.recordedBy,
            at: when(row.recordedAt, language),
          })}
        </span>
      </td>
      <td data-label={t('staffCrowdfunding:disbursements.amount')}>
        <span className="staff-crowdfunding__amount">{senText(row.amountSen, language)}</span>
        {row.overdrawn && (
          <StatusBadge status="overdrawn">
            {t('staffCrowdfunding:disbursements.overdrawn')}
          </StatusBadge>
        )}
      </td>
      <td data-label={t('staffCrowdfunding:disbursements.receipt')}>
        {row.receiptName ? (
          <a href={disbursementReceiptHref(row.id)} target="_blank" rel="noreferrer">
            {t('staffCrowdfunding:disbursements.openReceipt', { name: row.receiptName })}
          </a>
        ) : (
          t('staffCrowdfunding:disbursements.noReceipt')
        )}
      </td>
    </tr>
  );
}

/**
 * The disbursements of the public ledger, newest first, each amount to the sen with its receipt
 * (private: the link goes through the audited route) and an "overdrawn" mark; then the form that
 * records one.
 */
export function DisbursementsPage() {
  const { t } = useTranslation(['staffCrowdfunding']);
  const list = usePagedList(fetchDisbursements);
  const { callFailed } = useStaffSession();
  const campaigns = useRemote(fetchCampaigns, callFailed);
  return (
    <PeoplePage
      heading={t('staffCrowdfunding:disbursements.heading')}
      lead={t('staffCrowdfunding:disbursements.lead')}
    >
      <PagedList
        list={list}
        loadingLabel={t('staffCrowdfunding:common.loading')}
        emptyText={t('staffCrowdfunding:common.empty')}
      >
        {(rows) => (
          <StaffTable
            label={t('staffCrowdfunding:disbursements.listLabel')}
            columns={[
              t('staffCrowdfunding:disbursements.paidOn'),
              t('staffCrowdfunding:disbursements.fund'),
              t('staffCrowdfunding:disbursements.campaign'),
              t('staffCrowdfunding:disbursements.category'),
              t('staffCrowdfunding:disbursements.description'),
              t('staffCrowdfunding:disbursements.amount'),
              t('staffCrowdfunding:disbursements.receipt'),
            ]}
          >
            {rows.map((row) => (
              <DisbursementRow key={row.id} row={row} />
            ))}
          </StaffTable>
        )}
      </PagedList>
      <section className="staff-card" aria-labelledby="staff-disbursement-form">
        <h2 id="staff-disbursement-form">{t('staffCrowdfunding:disbursementForm.heading')}</h2>
        {campaigns.remote.status === 'loading' && (
          <Loading label={t('staffCrowdfunding:common.loading')} />
        )}
        {campaigns.remote.status === 'failed' && (
          <Failure failure={campaigns.remote.failure} onRetry={campaigns.refresh} />
        )}
        {campaigns.remote.status === 'loaded' && (
          <DisbursementForm campaigns={campaigns.remote.data} onRecorded={() => list.reload()} />
        )}
      </section>
    </PeoplePage>
  );
}
