import { useTranslation } from 'react-i18next';
import { ShiftForm as SharedShiftForm } from '../../../components/activity-forms/shift-form';
import { addShifts } from '../api/coordinator-api';
import { useCoordinatorFailure } from './coordinator-access';

/** Adding one shift or a week of shifts to an activity of the coordinator's areas. */
export function ShiftForm({
  activityId,
  title,
  onAdded,
}: {
  activityId: string;
  title: string;
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation(['coordinator']);
  const handleFailure = useCoordinatorFailure();
  return (
    <SharedShiftForm
      label={t('coordinator:shiftForm.formLabel', { title })}
      placesLabel={t('coordinator:shiftForm.places')}
      send={async (body) => {
        await addShifts(activityId, body);
        const count = 'week' in body ? body.week.days.length : 1;
        onAdded(count);
        return count;
      }}
      failureText={async (error) => (await handleFailure(error))?.text}
    />
  );
}
