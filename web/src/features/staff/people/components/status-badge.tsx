import type { ReactNode } from 'react';

/** A state shown as a coloured label (an application's status, an event's). */
export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return <span className={`staff-badge staff-badge--${status}`}>{children}</span>;
}
