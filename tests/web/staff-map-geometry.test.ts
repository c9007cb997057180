import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { parliamentsOf, votingStates } from '@gsk/core/electoral';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateMapGeometry, mapOutput } from '../../web/scripts/map/geometry';
import type { MapGeometry } from '../../web/src/features/staff/map/geometry';

/*
 * The console's map geometry (web/scripts/build-map.ts; docs/volunteers.md, "The staff map"):
 * checked in, exactly what the build writes from the repository's display map, every seat of the
 * electoral table drawn once, and small enough for a phone.
 */

/** The geometry's budget: what the map section fetches on top of its code, gzip. */
const GEOMETRY_BUDGET_GZIP_BYTES = 24 * 1024;

let checkedIn: string;
let geometry: MapGeometry;

beforeAll(async () => {
  checkedIn = await readFile(mapOutput, 'utf8');
  geometry = JSON.parse(checkedIn) as MapGeometry;
});

const table = votingStates().flatMap((state) =>
  parliamentsOf(state.code).map((seat) => ({ ...seat, state: state.code })),
);

/** Whether SVG path data is only closed rings of moves and relative lines. */
const closedRings = /^(M-?\d+ -?\d+l(?:[ -]?\d+){4,}z)+$/;

describe('the map geometry', () => {
  it('is the file the build writes from the display map (regenerate with `npm run map -w web`)', async () => {
    expect(await generateMapGeometry()).toBe(checkedIn);
  });

  it('draws the 222 parliamentary seats of the electoral table, each once, with its state', () => {
    expect(geometry.seats).toHaveLength(222);
    expect(geometry.seats.map(({ code, state, name }) => ({ code, state, name }))).toEqual(table);
    for (const seat of geometry.seats) expect(seat.d, seat.code).toMatch(closedRings);
  });

  it('draws every state and federal territory, merged from its seats', () => {
    expect(geometry.states.map(({ code, name }) => ({ code, name }))).toEqual(votingStates());
    for (const state of geometry.states) expect(state.d, state.code).toMatch(closedRings);
  });

  it('keeps within its budget', () => {
    const gzip = gzipSync(checkedIn).length;
    expect(gzip).toBeLessThan(GEOMETRY_BUDGET_GZIP_BYTES);
    expect(geometry.viewBox).toMatch(/^0 0 \d+ \d+$/);
  });
});
