import { currentSession, loadSession, signedInBefore, type Session } from '../../../lib/session';

/** Whether the session is a signed-in member's whose profile lists a registration for the event. */
export const isRegisteredFor = (session: Session, eventId: string): boolean =>
  session.status === 'signed-in' &&
  session.member.registrations.some((registration) => registration.eventId === eventId);

/**
 * Whether the visitor is a member already registered for the event: asks who is signed in only
 * when this browser signed in before (an anonymous visitor's page asks nothing more), once per
 * page load, as every page does.
 */
export async function registeredFor(eventId: string): Promise<boolean> {
  if (!signedInBefore()) return false;
  await loadSession();
  return isRegisteredFor(currentSession(), eventId);
}
