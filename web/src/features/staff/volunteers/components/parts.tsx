import type { Area } from '@gsk/core/api';
import { votingStates } from '@gsk/core/electoral';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../i18n/validation-text';
import type { ApiFailure } from '../../../../lib/api-client';
import { staffFailureText } from '../../lib/staff-failure';
import { areaName, sameArea, seatOptions } from '../lib/areas';
import './volunteers.css';

/** A failed call's text in the volunteers' words, announced, with a retry when there is one. */
export function Failure({
  failure,
  onRetry,
  notFound,
}: {
  failure: ApiFailure;
  onRetry?: () => void;
  /** What a 404 means here (no member with this number), when the page knows better. */
  notFound?: string;
}) {
  const { t } = useTranslation(['staffVolunteers']);
  const text =
    notFound && failure.kind === 'status' && failure.status === 404
      ? notFound
      : staffFailureText(failure, t, 'staffVolunteers');
  return (
    <div className="staff-people__alert" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('staffVolunteers:common.retry')}
        </button>
      )}
    </div>
  );
}

/** A state picker and, once a state is chosen, its parliamentary seats ('' is the whole state). */
export function StateSeatSelects({
  state,
  parliament,
  onChange,
  allLabel,
}: {
  state: string;
  parliament: string;
  onChange: (area: Area) => void;
  /** The empty choice's label: 'All' in a filter; none in a picker (choose a state). */
  allLabel?: string;
}) {
  const { t } = useTranslation(['staffVolunteers']);
  const id = useId();
  const states = useMemo(() => votingStates(), []);
  const seats = useMemo(() => seatOptions(state), [state]);
  return (
    <>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-state`}>
          {t('staffVolunteers:areas.state')}
        </label>
        <select
          id={`${id}-state`}
          className="form-field__control"
          value={state}
          onChange={(event) => onChange({ state: event.target.value, parliament: '' })}
        >
          <option value="">{allLabel ?? t('staffVolunteers:areas.chooseState')}</option>
          {states.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-parliament`}>
          {t('staffVolunteers:areas.parliament')}
        </label>
        <select
          id={`${id}-parliament`}
          className="form-field__control"
          value={parliament}
          disabled={!state}
          onChange={(event) => onChange({ state, parliament: event.target.value })}
        >
          <option value="">
            {!state
              ? t('staffVolunteers:areas.stateFirst')
              : (allLabel ?? t('staffVolunteers:areas.wholeState'))}
          </option>
          {seats.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * A coordinator's areas: a state (the whole of it) or parliamentary seats picked from the
 * electoral table, added one at a time to a list each can be removed from. `error` is the
 * schema's message for the list (a validation key), shown once it should.
 */
export function AreaPicker({
  areas,
  onChange,
  error,
}: {
  areas: Area[];
  onChange: (areas: Area[]) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation(['staffVolunteers', error ? 'validation' : 'staffVolunteers']);
  const id = useId();
  const [draft, setDraft] = useState<Area>({ state: '', parliament: '' });
  const wholeState = t('staffVolunteers:areas.wholeState');
  const handleAdd = () => {
    if (!draft.state || areas.some((area) => sameArea(area, draft))) return;
    onChange([...areas, draft]);
    setDraft({ state: draft.state, parliament: '' });
  };
  return (
    <fieldset className="staff-areas" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('staffVolunteers:coordinators.areas')}</legend>
      <div className="staff-areas__pick">
        <StateSeatSelects state={draft.state} parliament={draft.parliament} onChange={setDraft} />
        <button
          type="button"
          className="button button--ghost"
          disabled={!draft.state}
          onClick={handleAdd}
        >
          {t('staffVolunteers:areas.add')}
        </button>
      </div>
      {areas.length === 0 ? (
        <p className="staff-people__hint">{t('staffVolunteers:areas.none')}</p>
      ) : (
        <ul className="staff-areas__chosen" aria-label={t('staffVolunteers:areas.chosen')}>
          {areas.map((area) => {
            const name = areaName(area, wholeState);
            return (
              <li key={`${area.state}#${area.parliament}`}>
                {name}
                <button
                  type="button"
                  className="staff-areas__remove"
                  aria-label={t('staffVolunteers:areas.remove', { area: name })}
                  onClick={() => onChange(areas.filter((other) => !sameArea(other, area)))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {validationText(i18n.t, error)}
        </p>
      )}
    </fieldset>
  );
}
