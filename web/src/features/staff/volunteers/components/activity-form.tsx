import { votingStates } from '@gsk/core/electoral';
import type { ActivityValues } from '@gsk/core/volunteers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityForm as SharedActivityForm } from '../../../../components/activity-forms/activity-form';
import { failureOf } from '../../../../lib/api-client';
import { staffFailureText } from '../../lib/staff-failure';
import './volunteers.css';

/** Staff's new activity: in any state, or one of its seats; published as soon as it is created. */
export function ActivityForm({ send }: { send: (values: ActivityValues) => Promise<void> }) {
  const { t } = useTranslation(['staffVolunteers']);
  const states = useMemo(
    () => votingStates().map(({ code, name }) => ({ area: { state: code, parliament: '' }, name })),
    [],
  );
  return (
    <SharedActivityForm
      className="staff-card"
      label={t('staffVolunteers:activityForm.formLabel')}
      submit={t('staffVolunteers:activityForm.submit')}
      area={{
        options: states,
        label: t('staffVolunteers:areas.state'),
        placeholder: t('staffVolunteers:areas.chooseState'),
      }}
      send={send}
      failureText={(error) => staffFailureText(failureOf(error), t, 'staffVolunteers')}
    />
  );
}
