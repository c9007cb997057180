import type { ManagedActivity } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { ActivityForm as SharedActivityForm } from '../../../components/activity-forms/activity-form';
import { proposeActivity } from '../api/coordinator-api';
import { useCoordinator, useCoordinatorFailure } from './coordinator-access';

/**
 * Proposing an activity in one of the coordinator's areas (or a seat inside a whole state they
 * coordinate). A trusted coordinator's goes public at once; anyone else's waits for staff's
 * approval.
 */
export function ActivityForm({ onProposed }: { onProposed: (activity: ManagedActivity) => void }) {
  const { t } = useTranslation(['coordinator']);
  const { self, areaName } = useCoordinator();
  const handleFailure = useCoordinatorFailure();
  return (
    <SharedActivityForm
      label={t('coordinator:propose.formLabel')}
      submit={t('coordinator:propose.submit')}
      area={{
        options: self.areas.map((area) => ({ area, name: areaName(area) })),
        label: t('coordinator:propose.area'),
        placeholder: t('coordinator:propose.chooseArea'),
        required: true,
      }}
      send={async (values) => onProposed(await proposeActivity(values))}
      failureText={async (error) => (await handleFailure(error))?.text}
    />
  );
}
