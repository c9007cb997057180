import type { Session } from '../../../lib/session';

/** Whether the session is a signed-in member's whose profile lists a registration for the event. */
export const isRegisteredFor = (session: Session, eventId: string): boolean =>
  session.status === 'signed-in' &&
  session.member.registrations.some((registration) => registration.eventId === eventId);
