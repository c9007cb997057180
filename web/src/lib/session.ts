import { apiPaths, type MemberProfile } from '@gsk/core/api';
import { ApiError, apiJson, type ApiFailure } from './api-client';

/**
 * Who the visitor is, as the API says (`GET /api/account/me` with the session cookie): asked once
 * per page load and kept in memory only; no member data goes to storage.
 */
export type Session =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; member: MemberProfile }
  /** The API could not say (network, server): the profile offers to ask again. */
  | { status: 'failed'; failure: ApiFailure };

const unknown: Session = { status: 'unknown' };
const signedOut: Session = { status: 'signed-out' };

let current: Session = unknown;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

const publish = (session: Session) => {
  current = session;
  for (const listener of listeners) listener();
};

/** The session as last known ('unknown' before the API answered, and while prerendering). */
export const currentSession = (): Session => current;

/** The session before the browser asked (the prerendered page's, and hydration's). */
export const initialSession = (): Session => unknown;

/** Calls `listener` whenever the session changes; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's profile, or null when signed out (401); other failures throw. */
export async function fetchMember(): Promise<MemberProfile | null> {
  try {
    return await apiJson<MemberProfile>(apiPaths.me, {
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
 * Asks the API who is signed in, once per page load (again after `forgetSession`). A failure
 * other than 401 is kept as such; the header offers to sign in as when signed out.
 */
export function loadSession(): Promise<void> {
  asked ??= fetchMember().then(
    (member) => publish(member ? { status: 'signed-in', member } : signedOut),
    (error: unknown) =>
      publish({
        status: 'failed',
        failure: error instanceof ApiError ? error.failure : { kind: 'unknown' },
      }),
  );
  return asked;
}

/** Records the member a sign-in or a verified sign-up answered with. */
export const signedIn = (member: MemberProfile) => publish({ status: 'signed-in', member });

/** Records a sign-out (or a session the API refused). */
export const signedOutNow = () => publish(signedOut);

/** Forgets what is known and asks the API again (after a failure; tests start afresh). */
export function reloadSession(): Promise<void> {
  asked = undefined;
  publish(unknown);
  return loadSession();
}

/** Forgets what is known without asking (tests: each starts as a fresh page load). */
export function resetSession() {
  asked = undefined;
  current = unknown;
}
