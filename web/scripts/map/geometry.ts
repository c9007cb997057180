import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parliamentsOf, votingStates } from '@gsk/core/electoral';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapGeometry } from '../../src/features/staff/map/geometry';

/*
 * The console's map, simplified at build time (docs/volunteers.md, "The staff map"): the display
 * map of the parliamentary seats (web/data/maps, DOSM, MIT licence) is projected to SVG
 * coordinates, turned into a topology (shared borders stored once, so simplifying keeps
 * neighbouring seats fitting together), simplified by Visvalingam's effective area, and written
 * as path data per seat and per state (the state's seats merged by the topology).
 */

/** The display map's copy in the repository (the source of the generated file). */
export const mapSource = resolve(import.meta.dirname, '../../data/maps/parliament.geojson');

/** The generated file the map section loads (checked in; `npm run build` writes it again). */
export const mapOutput = resolve(
  import.meta.dirname,
  '../../src/features/staff/map/map-geometry.json',
);

/** The drawing's width in SVG units; the height follows from the map's shape. */
const WIDTH = 2000;
/** The smallest triangle (in square SVG units) a point must make with its neighbours to stay. */
const MIN_AREA = 16;
/**
 * A piece (an island, or a hole) whose area is less than this (in square SVG units) is left out,
 * unless it is the seat's largest piece: hundreds of islets a phone cannot show, and the slivers
 * the display map leaves between seats that do not quite meet.
 */
const MIN_PIECE_AREA = 40;
/** Decimals kept in the path data (0.1 unit: finer than a phone shows at twice the zoom). */
const DECIMALS = 0;

interface SeatProperties {
  code_parlimen: string;
  code_state: number | string;
}

type Shape = Polygon | MultiPolygon;

/** Every position of a geometry, for its extent. */
const positionsOf = (shape: Shape): Position[] =>
  shape.type === 'Polygon' ? shape.coordinates.flat() : shape.coordinates.flat(2);

/**
 * A plane projection of the display map: longitude scaled by the cosine of the middle latitude
 * (near the equator a degree east is almost a degree north), north up, fitted to WIDTH.
 */
function projectionOf(shapes: Shape[]) {
  const positions = shapes.flatMap(positionsOf);
  const longitudes = positions.map(([lon]) => lon!);
  const latitudes = positions.map(([, lat]) => lat!);
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
  const squeeze = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const scale = WIDTH / ((east - west) * squeeze);
  return {
    height: Math.ceil((north - south) * scale),
    project: ([lon, lat]: Position): Position => [
      (lon! - west) * squeeze * scale,
      (north - lat!) * scale,
    ],
  };
}

const projectShape = (shape: Shape, project: (position: Position) => Position): Shape =>
  shape.type === 'Polygon'
    ? { type: 'Polygon', coordinates: shape.coordinates.map((ring) => ring.map(project)) }
    : {
        type: 'MultiPolygon',
        coordinates: shape.coordinates.map((polygon) => polygon.map((ring) => ring.map(project))),
      };

const round = (value: number) => Number(value.toFixed(DECIMALS));

/**
 * A ring as SVG path data: its first point absolute, the rest relative to the one before (short
 * numbers that compress well), points that round to the one before dropped.
 */
function ringPath(ring: Position[]): string {
  const points = ring.slice(0, -1).map(([x, y]) => [round(x!), round(y!)] as const);
  if (points.length < 3) return '';
  const [first, ...rest] = points;
  let [x, y] = first!;
  let path = `M${x} ${y}`;
  let moves = 0;
  for (const [nextX, nextY] of rest) {
    const dx = round(nextX - x);
    const dy = round(nextY - y);
    if (dx === 0 && dy === 0) continue;
    path += `${moves === 0 ? 'l' : dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
    [x, y] = [nextX, nextY];
    moves += 1;
  }
  return moves >= 2 ? `${path}z` : '';
}

/** The area a ring encloses (the shoelace formula). */
function areaOf(ring: Position[]): number {
  let twice = 0;
  for (let index = 1; index < ring.length; index += 1) {
    const [x0, y0] = ring[index - 1]!;
    const [x1, y1] = ring[index]!;
    twice += x0! * y1! - x1! * y0!;
  }
  return Math.abs(twice) / 2;
}

/**
 * A shape as path data, its islets left out (its largest piece always kept), and its holes unless
 * `holes` (a state's holes are slivers between its seats, or a territory drawn over it after).
 */
function shapePath(shape: Shape, holes = true): string {
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  const areas = polygons.map((polygon) => areaOf(polygon[0] ?? []));
  const largest = Math.max(...areas);
  return polygons
    .filter((_, index) => areas[index] === largest || areas[index]! >= MIN_PIECE_AREA)
    .flatMap(([outer = [], ...inner]) => [
      outer,
      ...(holes ? inner.filter((ring) => areaOf(ring) >= MIN_PIECE_AREA) : []),
    ])
    .map(ringPath)
    .join('');
}

/**
 * The map's geometry from the display map: every seat of the electoral table (a seat missing from
 * the map, or a map seat not in the table, is an error), in the table's order.
 */
export function buildMapGeometry(source: FeatureCollection<Shape, SeatProperties>): MapGeometry {
  const byCode = new Map(source.features.map((seat) => [seat.properties.code_parlimen, seat]));
  const table = votingStates().flatMap((state) =>
    parliamentsOf(state.code).map((seat) => ({ ...seat, state: state.code })),
  );
  const unknown = [...byCode.keys()].filter((code) => !table.some((seat) => seat.code === code));
  const missing = table.filter((seat) => !byCode.has(seat.code)).map((seat) => seat.code);
  if (unknown.length || missing.length || byCode.size !== source.features.length) {
    throw new Error(`The map's seats differ from the electoral table: ${[...unknown, ...missing]}`);
  }
  const { height, project } = projectionOf(source.features.map((seat) => seat.geometry));
  const projected: FeatureCollection<Shape, { code: string; state: string }> = {
    type: 'FeatureCollection',
    features: table.map((seat) => ({
      type: 'Feature',
      properties: { code: seat.code, state: seat.state },
      geometry: projectShape(byCode.get(seat.code)!.geometry, project),
    })),
  };
  const topo = topology({ seats: projected }) as Topology<{
    seats: GeometryCollection<{ code: string; state: string }>;
  }>;
  const simple = simplify(presimplify(topo), MIN_AREA);
  const seatsObject = simple.objects.seats;
  const seats = seatsObject.geometries.map((geometry, index) => {
    const shape = feature(simple, geometry) as Feature<Shape>;
    return { ...table[index]!, d: shapePath(shape.geometry) };
  });
  const states = votingStates().map(({ code, name }) => ({
    code,
    name,
    d: shapePath(
      merge(
        simple,
        seatsObject.geometries.filter((_, index) => table[index]!.state === code) as Parameters<
          typeof merge
        >[1],
      ),
      false,
    ),
  }));
  return {
    viewBox: `0 0 ${WIDTH} ${height}`,
    seats: seats.map(({ code, state, name, d }) => ({ code, state, name, d })),
    states,
  };
}

/** The generated file's text: one seat or state a line, so a change reads as a small diff. */
export function mapGeometryText(geometry: MapGeometry): string {
  const lines = (items: object[]) => items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  return [
    '{',
    `  "viewBox": ${JSON.stringify(geometry.viewBox)},`,
    '  "seats": [',
    lines(geometry.seats),
    '  ],',
    '  "states": [',
    lines(geometry.states),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** The generated file's text from the display map in the repository. */
export async function generateMapGeometry(): Promise<string> {
  const source = JSON.parse(await readFile(mapSource, 'utf8')) as FeatureCollection<
    Shape,
    SeatProperties
  >;
  return mapGeometryText(buildMapGeometry(source));
}
