import type { CancelResult } from '@gsk/core/api';
import { PLACE_REJOIN_COOLDOWN_MINUTES } from '../lib/limits';
import { textPromoted } from './place-texts';
import { cancel } from './waiting-list';
import type { Pool } from './waiting-list';

/**
 * A member gives back their place or waiting place on a shift or an event (until it starts: the
 * pool's `closed` error after), with the cooldown on taking it again; a place given back promotes
 * the first person waiting, who is texted in this same request (a failed text stays owed for the
 * reconciler, which runs every minute locally and every five minutes in AWS).
 */
export async function cancelPlace(
  pool: Pool,
  memberId: string,
  now = new Date(),
): Promise<CancelResult> {
  const { status, promoted } = await cancel(
    pool,
    memberId,
    PLACE_REJOIN_COOLDOWN_MINUTES * 60_000,
    now,
  );
  await textPromoted(pool, promoted, now);
  return { status };
}
