import type { MemberProfile } from '@gsk/core/api';
import type { ApiFailure } from './api-client';

/**
 * Who the visitor is, as the API says (`GET /api/account/me` with the session cookie): asked once
 * per page load and kept in memory only; no member data goes to storage. Only a hint that this
 * browser signed in is stored, so the pages of an anonymous visitor (most of them) ask nothing
 * and load no API client for it; the profile asks whatever the hint says.
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
/** Whether `current` says signed out from the hint only, without asking. */
let guessed = false;
const listeners = new Set<() => void>();

/** localStorage key of the hint that this browser signed in (no member data: just '1'). */
const hintKey = 'signed-in';

/**
 * Whether this browser signed in before (the hint; true without storage), known at once without
 * asking: pages use it to read public answers past the HTTP cache for a member (events-api.ts).
 */
export const signedInBefore = (): boolean => {
  try {
    return localStorage.getItem(hintKey) === '1';
  } catch {
    return true;
  }
};

const publish = (session: Session) => {
  current = session;
  try {
    if (session.status === 'signed-in') localStorage.setItem(hintKey, '1');
    if (session.status === 'signed-out') localStorage.removeItem(hintKey);
  } catch {
    // Without storage every page asks the API.
  }
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

/**
 * Asks the API who is signed in, once per page load (again after `reloadSession`): always when
 * `always` (the profile), else only if this browser signed in before. A failure other than 401 is
 * kept as such; the header offers to sign in as when signed out.
 */
export function loadSession(always = false): Promise<void> {
  if (asked) return asked;
  if (!always && !signedInBefore()) {
    if (current.status === 'unknown') {
      guessed = true;
      publish(signedOut);
    }
    return Promise.resolve();
  }
  // Signed out was only the hint's guess: unknown until the API answers.
  if (guessed) publish(unknown);
  guessed = false;
  // The API client loads with the first question, off the first load of every page.
  asked = import('./member-session').then(
    ({ askSession }) => askSession().then(publish),
    () => publish({ status: 'failed', failure: { kind: 'network' } }),
  );
  return asked;
}

/** Records what the API said about the session, as if asked. */
const answered = (session: Session) => {
  asked = Promise.resolve();
  guessed = false;
  publish(session);
};

/** Records the member a sign-in or a verified sign-up answered with. */
export const signedIn = (member: MemberProfile) => answered({ status: 'signed-in', member });

/** Records a sign-out (or a session the API refused). */
export const signedOutNow = () => answered(signedOut);

/**
 * Forgets the hint that this browser signed in, leaving the session in memory as it is: for a
 * page that must keep showing a member's page for a moment (a closed account's message) while a
 * later page load, however the visitor gets there, must not take the browser for signed in.
 */
export const forgetSignInHint = () => {
  try {
    localStorage.removeItem(hintKey);
  } catch {
    // Without storage there is no hint.
  }
};

/** Forgets what is known and asks the API again (after a failure; tests start afresh). */
export function reloadSession(): Promise<void> {
  asked = undefined;
  guessed = false;
  publish(unknown);
  return loadSession(true);
}

/** Forgets what is known without asking (tests: each starts as a fresh page load). */
export function resetSession() {
  asked = undefined;
  guessed = false;
  current = unknown;
}
