import type { ComponentType } from 'react';

/**
 * One section of the staff console (`/staff/<path>`, `/en/staff/<path>`): its path relative to
 * the console (`donations`, `donations/:paymentId`; '' is the dashboard), the key of its link
 * in the console's nav (a key of the `staff` catalogue's `nav`: `dashboard`, `donations`,
 * `applications`, `messages`, `events`, `audit`; none for a page reached from another, such as
 * a detail), and its page. Every section shows only behind the staff session guard.
 */
export interface StaffSection {
  path: string;
  navKey?: string;
  Page: ComponentType;
}
