import type { AreaFigures, MapFigures } from '@gsk/core/api';
import { parliamentsOf, seatNames, votingStates } from '@gsk/core/electoral';
import { coordinatorRows } from '../coordinators/coordinators';
import { areaItems, seatsOfKey } from '../volunteers/area-index';
import type { AreaKind } from '../volunteers/area-index';
import type { CsvColumn } from './csv';
import type { ExportLanguageWords } from './export-words';

/*
 * The console's map figures (`GET /api/staff/map`, its CSV): members and volunteers counted from
 * the `area` index's keys (`areaKind` member and volunteer; only the keys are read), coordinators
 * from the coordinators' list, per state and per parliamentary seat of the electoral table. A
 * coordinator of a whole state covers every seat in it; one coordinator counts once in a state
 * however many of its seats they have. `uncovered` lists the seats with members and no
 * coordinator: where to recruit next.
 */

/** Counts of one kind of the index by state and by seat. */
async function countsOf(kind: AreaKind) {
  const states = new Map<string, number>();
  const seats = new Map<string, number>();
  for (const item of await areaItems(kind, '', ['areaKey'])) {
    const { state, parliament } = seatsOfKey(String(item.areaKey));
    states.set(state, (states.get(state) ?? 0) + 1);
    if (parliament)
      seats.set(`${state}#${parliament}`, (seats.get(`${state}#${parliament}`) ?? 0) + 1);
  }
  return { states, seats };
}

/** The map's figures, every state and seat of the electoral table in its order. */
export async function mapFigures(): Promise<MapFigures> {
  const [members, volunteers, coordinators] = await Promise.all([
    countsOf('member'),
    countsOf('volunteer'),
    coordinatorRows(),
  ]);
  const coordinatorsOf = (state: string, parliament: string) =>
    coordinators.filter((row) =>
      row.areas.some(
        (area) =>
          area.state === state &&
          (!parliament || !area.parliament || area.parliament === parliament),
      ),
    ).length;
  const states: AreaFigures[] = [];
  const seats: AreaFigures[] = [];
  for (const { code: state } of votingStates()) {
    states.push({
      state,
      parliament: '',
      members: members.states.get(state) ?? 0,
      volunteers: volunteers.states.get(state) ?? 0,
      coordinators: coordinatorsOf(state, ''),
    });
    for (const { code: parliament } of parliamentsOf(state)) {
      const key = `${state}#${parliament}`;
      seats.push({
        state,
        parliament,
        members: members.seats.get(key) ?? 0,
        volunteers: volunteers.seats.get(key) ?? 0,
        coordinators: coordinatorsOf(state, parliament),
      });
    }
  }
  return {
    states,
    seats,
    uncovered: seats
      .filter((seat) => seat.members > 0 && seat.coordinators === 0)
      .map((seat) => seat.parliament),
  };
}

/** The map's rows for the CSV: each state, then its seats. */
export const mapRows = (figures: MapFigures): AreaFigures[] =>
  figures.states.flatMap((state) => [
    state,
    ...figures.seats.filter((seat) => seat.state === state.state),
  ]);

/** The map export's columns in the console's language: names from the electoral table. */
export const mapColumns = (words: ExportLanguageWords): readonly CsvColumn<AreaFigures>[] => {
  const heading = words.map;
  return [
    { heading: heading.state, cell: (row) => seatNames(row.state, '', '').state },
    {
      heading: heading.parliament,
      cell: (row) => seatNames(row.state, row.parliament, '').parliament,
    },
    { heading: heading.members, cell: (row) => row.members },
    { heading: heading.volunteers, cell: (row) => row.volunteers },
    { heading: heading.coordinators, cell: (row) => row.coordinators },
    {
      heading: heading.uncovered,
      cell: (row) => (row.parliament ? words.yesNo(row.members > 0 && row.coordinators === 0) : ''),
    },
  ];
};
