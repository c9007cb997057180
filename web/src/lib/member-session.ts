import { siteApiPaths, type MemberProfile } from '@gsk/core/api';
import { ApiError, apiJson } from './api-client';
import type { Session } from './session';

/** The member's profile, or null when signed out (401); other failures throw. */
async function fetchMember(): Promise<MemberProfile | null> {
  try {
    return await apiJson<MemberProfile>(siteApiPaths.me, {
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Asks the API who is signed in (lib/session.ts loads this module, with the API client, only when it
 * asks: the pages of an anonymous visitor never do). A failure other than 401 is the session's.
 */
export const askSession = (): Promise<Session> =>
  fetchMember().then(
    (member): Session => (member ? { status: 'signed-in', member } : { status: 'signed-out' }),
    (error: unknown): Session => ({
      status: 'failed',
      failure: error instanceof ApiError ? error.failure : { kind: 'unknown' },
    }),
  );
