import type { AreaFigures, MapFigures } from '@gsk/core/api';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { useStaffSession } from '../hooks/staff-session';
import { Loading, PeoplePage } from '../people/components/list-parts';
import { fetchMapFigures, mapExportHref } from '../volunteers/api/volunteers-api';
import { Failure } from '../volunteers/components/parts';
import { loadMapGeometry, type MapGeometry } from './geometry';
import './map.css';

type By = 'state' | 'seat';
type Measure = 'members' | 'volunteers' | 'coordinators';
const measures: Measure[] = ['members', 'volunteers', 'coordinators'];

/** One area drawn and tabled: its code, name, state's name, path and figures. */
interface Row {
  code: string;
  name: string;
  stateName: string;
  d: string;
  figures: Pick<AreaFigures, Measure>;
  /** Members and no coordinator: where to recruit next. */
  uncovered: boolean;
}

const zero = { members: 0, volunteers: 0, coordinators: 0 };

/** The areas of the chosen level, each with its figures (none recorded: zeros). */
function rowsOf(geometry: MapGeometry, figures: MapFigures, by: By): Row[] {
  const stateNames = new Map(geometry.states.map((state) => [state.code, state.name]));
  if (by === 'state') {
    return geometry.states.map((state) => {
      const found = figures.states.find((row) => row.state === state.code) ?? zero;
      return {
        code: state.code,
        name: state.name,
        stateName: state.name,
        d: state.d,
        figures: found,
        uncovered: found.members > 0 && found.coordinators === 0,
      };
    });
  }
  const uncovered = new Set(figures.uncovered);
  return geometry.seats.map((seat) => ({
    code: seat.code,
    name: `${seat.code} ${seat.name}`,
    stateName: stateNames.get(seat.state) ?? seat.state,
    d: seat.d,
    figures: figures.seats.find((row) => row.parliament === seat.code) ?? zero,
    uncovered: uncovered.has(seat.code),
  }));
}

/** The colour classes' lower bounds above zero: quartiles of the areas that have any. */
function breaksOf(values: number[]): number[] {
  const some = values.filter((value) => value > 0).sort((a, b) => a - b);
  if (some.length === 0) return [];
  const at = (share: number) => some[Math.min(some.length - 1, Math.floor(share * some.length))]!;
  return [...new Set([some[0]!, at(0.25), at(0.5), at(0.75)])].sort((a, b) => a - b);
}

/** The class of a value: 0 none, then 1 to 4 for each break it reaches. */
const classOf = (value: number, breaks: number[]) =>
  value <= 0 ? 0 : breaks.filter((lower) => value >= lower).length;

/**
 * The map section: members, volunteers or coordinators per state or per parliamentary seat, as a
 * choropleth (its geometry fetched only here, as its own file) with the areas that have members
 * and no coordinator hatched and outlined, a legend, and beside it a table of the same figures
 * (largest first) and their CSV.
 */
export function MapPage() {
  const { t } = useTranslation(['staffVolunteers']);
  const language = useLanguage();
  const { callFailed } = useStaffSession();
  const load = useCallback(() => Promise.all([loadMapGeometry(), fetchMapFigures()]), []);
  const { remote, reload } = useRemote(load, callFailed);
  const [by, setBy] = useState<By>('state');
  const [measure, setMeasure] = useState<Measure>('members');
  const [zoom, setZoom] = useState(1);
  const rows = useMemo(
    () => (remote.status === 'loaded' ? rowsOf(remote.data[0], remote.data[1], by) : []),
    [remote, by],
  );
  const breaks = useMemo(() => breaksOf(rows.map((row) => row.figures[measure])), [rows, measure]);
  const ordered = useMemo(
    () =>
      [...rows].sort(
        (one, other) =>
          other.figures[measure] - one.figures[measure] || one.code.localeCompare(other.code),
      ),
    [rows, measure],
  );
  const byLabel =
    by === 'state' ? t('staffVolunteers:map.byState') : t('staffVolunteers:map.bySeat');
  const measureLabel = t(`staffVolunteers:map.${measure}`);
  const legend = [
    { level: 0, label: t('staffVolunteers:map.none') },
    ...breaks.map((from, index) => {
      const next = breaks[index + 1];
      return {
        level: index + 1,
        label:
          next === undefined
            ? t('staffVolunteers:map.atLeast', { from })
            : next - 1 === from
              ? String(from)
              : t('staffVolunteers:map.range', { from, to: next - 1 }),
      };
    }),
  ];

  return (
    <PeoplePage
      heading={t('staffVolunteers:map.heading')}
      lead={t('staffVolunteers:map.lead')}
      actions={
        <a className="button button--ghost" href={mapExportHref(language)} download>
          {t('staffVolunteers:common.exportCsv')}
        </a>
      }
    >
      <div className="staff-map__controls">
        <fieldset className="staff-volunteers__choices">
          <legend>{t('staffVolunteers:map.by')}</legend>
          {(['state', 'seat'] as const).map((level) => (
            <label key={level}>
              <input
                type="radio"
                name="map-by"
                checked={by === level}
                onChange={() => setBy(level)}
              />
              {level === 'state'
                ? t('staffVolunteers:map.byState')
                : t('staffVolunteers:map.bySeat')}
            </label>
          ))}
        </fieldset>
        <fieldset className="staff-volunteers__choices">
          <legend>{t('staffVolunteers:map.measure')}</legend>
          {measures.map((one) => (
            <label key={one}>
              <input
                type="radio"
                name="map-measure"
                checked={measure === one}
                onChange={() => setMeasure(one)}
              />
              {t(`staffVolunteers:map.${one}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {remote.status === 'loading' && <Loading label={t('staffVolunteers:map.loadingMap')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={reload} />}
      {remote.status === 'loaded' && (
        <div className="staff-map">
          <figure className="staff-map__figure">
            <div
              className="staff-map__zoom"
              role="group"
              aria-label={t('staffVolunteers:map.zoom')}
            >
              <button
                type="button"
                className="button button--ghost"
                disabled={zoom >= 4}
                onClick={() => setZoom(zoom * 2)}
              >
                <span aria-hidden="true">+ </span>
                {t('staffVolunteers:map.zoomIn')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={zoom <= 1}
                onClick={() => setZoom(zoom / 2)}
              >
                <span aria-hidden="true">− </span>
                {t('staffVolunteers:map.zoomOut')}
              </button>
            </div>
            {/* Scrolls sideways once zoomed: a phone pans the map with a finger. */}
            <div
              className={`staff-map__scroll${zoom > 1 ? ' staff-map__scroll--zoomed' : ''}`}
              // A scrolling region takes the keyboard's focus, so it scrolls without a pointer.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={t('staffVolunteers:map.mapLabel', { measure: measureLabel, by: byLabel })}
            >
              <svg
                viewBox={remote.data[0].viewBox}
                style={{ width: `${zoom * 100}%` }}
                role="img"
                aria-label={t('staffVolunteers:map.mapLabel', {
                  measure: measureLabel,
                  by: byLabel,
                })}
              >
                <defs>
                  <pattern
                    id="staff-map-hatch"
                    width="24"
                    height="24"
                    patternUnits="userSpaceOnUse"
                    patternTransform="rotate(45)"
                  >
                    <line x1="0" y1="0" x2="0" y2="24" className="staff-map__hatch-line" />
                  </pattern>
                </defs>
                {rows.map((row) => (
                  <path
                    key={row.code}
                    d={row.d}
                    className={`staff-map__area staff-map__area--${classOf(row.figures[measure], breaks)}`}
                    data-code={row.code}
                  >
                    <title>{`${row.name}: ${row.figures[measure]}`}</title>
                  </path>
                ))}
                {rows
                  .filter((row) => row.uncovered)
                  .map((row) => (
                    <path
                      key={`uncovered-${row.code}`}
                      d={row.d}
                      className="staff-map__uncovered"
                      data-uncovered={row.code}
                    />
                  ))}
              </svg>
            </div>
            <figcaption>
              <p className="staff-map__legend-title">{t('staffVolunteers:map.legend')}</p>
              <ul className="staff-map__legend">
                {legend.map(({ level, label }) => (
                  <li key={level}>
                    <svg viewBox="0 0 60 60" aria-hidden="true">
                      <rect width="60" height="60" className={`staff-map__area--${level}`} />
                    </svg>
                    {label}
                  </li>
                ))}
                <li>
                  {/* Drawn at a third, as the map is on a desktop: the same hatching. */}
                  <svg viewBox="0 0 60 60" aria-hidden="true">
                    <rect width="60" height="60" className="staff-map__area--0" />
                    <rect width="60" height="60" className="staff-map__uncovered" />
                  </svg>
                  {t('staffVolunteers:map.uncovered')}
                </li>
              </ul>
            </figcaption>
          </figure>
          <div className="staff-map__table">
            <table
              className="staff-table"
              aria-label={t('staffVolunteers:map.tableLabel', {
                measure: measureLabel,
                by: byLabel,
              })}
            >
              <thead>
                <tr>
                  <th scope="col">{t('staffVolunteers:map.area')}</th>
                  {measures.map((one) => (
                    <th
                      key={one}
                      scope="col"
                      aria-sort={one === measure ? 'descending' : undefined}
                    >
                      {t(`staffVolunteers:map.${one}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ordered.map((row) => (
                  <tr key={row.code} data-uncovered={row.uncovered || undefined}>
                    <th scope="row" data-label={t('staffVolunteers:map.area')}>
                      {row.name}
                      {by === 'seat' && <span className="staff-table__sub">{row.stateName}</span>}
                      {row.uncovered && (
                        <span className="staff-badge staff-badge--attention">
                          {t('staffVolunteers:map.uncoveredShort')}
                        </span>
                      )}
                    </th>
                    {measures.map((one) => (
                      <td key={one} data-label={t(`staffVolunteers:map.${one}`)}>
                        {row.figures[one]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </PeoplePage>
  );
}
