import { dunsOf, hasDuns, parliamentsOf, votingStates } from '@gsk/core/electoral';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput, type AccountFieldsContext } from './account-fields';

/** A member's seats as a form holds them: codes of core's electoral data, empty until chosen. */
export interface Seats {
  state: string;
  parliament: string;
  dun: string;
}

const seatOptions = (seats: { code: string; name: string }[]) =>
  seats.map(({ code, name }) => ({ code, name: `${code} ${name}` }));

/** Whether every parliamentary seat of a state has no state seat (a federal territory). */
const isTerritory = (state: string) =>
  state !== '' && parliamentsOf(state).every(({ code }) => !hasDuns(state, code));

/**
 * The voting state, parliamentary and DUN constituency pickers of the members' forms (sign-up,
 * the profile's details): each list filtered by the one before, a change emptying the ones after
 * it; no DUN to choose in the federal territories. `onChange` receives the three seats together.
 */
export function SeatPickers({
  form,
  seats,
  onChange,
}: {
  form: AccountFieldsContext;
  seats: Seats;
  onChange: (seats: Seats) => void;
}) {
  const { t } = useTranslation(['account']);
  const { state, parliament } = seats;
  const states = useMemo(() => votingStates(), []);
  const parliaments = useMemo(() => seatOptions(parliamentsOf(state)), [state]);
  const duns = useMemo(() => seatOptions(dunsOf(state, parliament)), [state, parliament]);
  const territory = isTerritory(state);

  const handleStateChange = (value: string) => {
    onChange({ state: value, parliament: '', dun: '' });
  };
  const handleParliamentChange = (value: string) => {
    onChange({ state, parliament: value, dun: '' });
  };

  return (
    <>
      <SelectInput
        form={form}
        name="state"
        label={t('account:fields.state')}
        placeholder={t('account:fields.chooseState')}
        options={states}
        onChange={handleStateChange}
      />
      <SelectInput
        form={form}
        name="parliament"
        label={t('account:fields.parliament')}
        placeholder={state ? t('account:fields.chooseParliament') : t('account:fields.stateFirst')}
        options={parliaments}
        disabled={!state}
        onChange={handleParliamentChange}
      />
      <SelectInput
        form={form}
        name="dun"
        label={t('account:fields.dun')}
        placeholder={
          territory
            ? '—'
            : parliament
              ? t('account:fields.chooseDun')
              : t('account:fields.parliamentFirst')
        }
        options={duns}
        disabled={territory || !parliament}
        hint={territory ? t('account:fields.noDun') : undefined}
      />
    </>
  );
}
