import type { MapFigures } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { mapFigures } from './map';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/map` (staff only): members, volunteers and coordinators per state and per
 * parliamentary seat, and the seats with members but no coordinator (MapFigures).
 */
export const handler = staffHandler({}, async () => ok((await mapFigures()) satisfies MapFigures));
