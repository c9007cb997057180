import type { CoordinatorRow } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { useStaffSession } from '../../hooks/staff-session';
import { LoadedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import {
  appointCoordinator,
  fetchCoordinators,
  removeCoordinator,
  updateCoordinator,
} from '../api/volunteers-api';
import { areaName } from '../lib/areas';
import { CoordinatorForm } from './coordinator-form';
import { Failure } from './parts';

/**
 * The coordinators: each with their areas and trust, to change or remove (after a confirmation);
 * and the form that appoints a member, found by their mobile number, to one or more areas.
 */
export function CoordinatorsPage() {
  const { t } = useTranslation(['staffVolunteers', 'volunteerLabels']);
  const { callFailed } = useStaffSession();
  const { remote, refresh } = useRemote(fetchCoordinators, callFailed);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<ApiFailure>();
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<string>();
  const [busy, setBusy] = useState(false);
  const wholeState = t('volunteerLabels:wholeState');
  const editedRow =
    remote.status === 'loaded' ? remote.data.find((row) => row.memberId === editing) : undefined;

  const handleRemove = async (coordinator: CoordinatorRow) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await removeCoordinator(coordinator.memberId);
      setRemoving(undefined);
      setDone(t('staffVolunteers:coordinators.removed', { name: coordinator.name }));
      refresh();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PeoplePage
      heading={t('staffVolunteers:coordinators.heading')}
      lead={t('staffVolunteers:coordinators.lead')}
    >
      <p role="status" className="staff-people__done">
        {done}
      </p>
      {failure && <Failure failure={failure} />}
      <LoadedList
        remote={remote}
        onRetry={refresh}
        loadingLabel={t('staffVolunteers:common.loading')}
        emptyText={t('staffVolunteers:common.empty')}
        failure={Failure}
      >
        {(rows) => (
          <StaffTable
            label={t('staffVolunteers:coordinators.listLabel')}
            columns={[
              t('staffVolunteers:coordinators.name'),
              t('staffVolunteers:coordinators.areas'),
              t('staffVolunteers:coordinators.trusted'),
              t('staffVolunteers:coordinators.appointed'),
              t('staffVolunteers:coordinators.actions'),
            ]}
          >
            {rows.map((coordinator) => (
              <tr key={coordinator.memberId}>
                <th scope="row" data-label={t('staffVolunteers:coordinators.name')}>
                  {coordinator.name}
                  <span className="staff-table__sub">{coordinator.mobile}</span>
                </th>
                <td data-label={t('staffVolunteers:coordinators.areas')}>
                  {coordinator.areas.map((area) => areaName(area, wholeState)).join('; ')}
                </td>
                <td data-label={t('staffVolunteers:coordinators.trusted')}>
                  {coordinator.trusted
                    ? t('staffVolunteers:common.yes')
                    : t('staffVolunteers:common.no')}
                </td>
                <td data-label={t('staffVolunteers:coordinators.appointed')}>
                  {malaysianDate(coordinator.appointedAt)}
                </td>
                <td data-label={t('staffVolunteers:coordinators.actions')}>
                  <div
                    className="staff-volunteers__row-actions"
                    role="group"
                    aria-label={coordinator.name}
                  >
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => {
                        setEditing(coordinator.memberId);
                        setRemoving(undefined);
                      }}
                    >
                      {t('staffVolunteers:coordinators.change')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => {
                        setRemoving(coordinator.memberId);
                        setEditing(undefined);
                      }}
                    >
                      {t('staffVolunteers:coordinators.remove')}
                    </button>
                  </div>
                  {removing === coordinator.memberId && (
                    <div className="staff-volunteers__confirm" role="group" aria-live="polite">
                      <p>
                        {t('staffVolunteers:coordinators.confirmRemove', {
                          name: coordinator.name,
                        })}
                      </p>
                      <div className="staff-volunteers__row-actions">
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={busy}
                          onClick={() => void handleRemove(coordinator)}
                        >
                          {t('staffVolunteers:coordinators.confirm')}
                        </button>
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => setRemoving(undefined)}
                        >
                          {t('staffVolunteers:common.cancel')}
                        </button>
                      </div>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </LoadedList>
      {editedRow && (
        <section aria-labelledby="coordinator-change-heading">
          <h2 id="coordinator-change-heading">
            {t('staffVolunteers:coordinators.changeHeading', { name: editedRow.name })}
          </h2>
          <CoordinatorForm
            key={editedRow.memberId}
            coordinator={editedRow}
            onCancel={() => setEditing(undefined)}
            send={async ({ areas, trusted }) => {
              const saved = await updateCoordinator(editedRow.memberId, { areas, trusted });
              setEditing(undefined);
              setDone(t('staffVolunteers:coordinators.saved', { name: saved.name }));
              refresh();
            }}
          />
        </section>
      )}
      <section aria-labelledby="coordinator-appoint-heading">
        <h2 id="coordinator-appoint-heading">{t('staffVolunteers:coordinators.appointHeading')}</h2>
        <CoordinatorForm
          send={async (values) => {
            const appointed = await appointCoordinator(values);
            setDone(t('staffVolunteers:coordinators.appointedDone', { name: appointed.name }));
            refresh();
          }}
        />
      </section>
    </PeoplePage>
  );
}
