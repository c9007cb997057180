import { useTranslation } from 'react-i18next';
import { ShiftForm, type ShiftsBody } from '../../../../components/activity-forms/shift-form';
import { failureOf } from '../../../../lib/api-client';
import { staffFailureText } from '../../lib/staff-failure';

/** Staff's shifts for an activity: `send` answers how many were added. */
export function ShiftsForm({ send }: { send: (body: ShiftsBody) => Promise<number> }) {
  const { t } = useTranslation(['staffVolunteers']);
  return (
    <ShiftForm
      className="staff-card"
      label={t('staffVolunteers:activity.shiftForm')}
      placesLabel={t('staffVolunteers:activity.placesField')}
      send={send}
      failureText={(error) => staffFailureText(failureOf(error), t, 'staffVolunteers')}
    />
  );
}
