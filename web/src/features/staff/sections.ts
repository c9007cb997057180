import type { ComponentType } from 'react';

/**
 * One section of the staff console (`/staff/<path>`, `/en/staff/<path>`): its path relative to
 * the console (`donations`, `donations/:paymentId`, `shop/orders`; '' is the dashboard), the key
 * of its link in the console's nav (a key of the `staff` catalogue's `nav`: `dashboard`,
 * `donations`, `applications`, `messages`, `events`, `volunteers`, `coordinators`, `activities`,
 * `map`, `campaigns`, `fundraisers`, `disbursements`, `shopOrders`, `shopProducts`,
 * `shopSettings`, `privacyRequests`, `audit`, `broadcasts`; none for a page reached from another, such as a detail), and its page.
 * Every section shows only behind the staff session guard.
 */
export interface StaffSection {
  path: string;
  navKey?: string;
  Page: ComponentType;
}

/** The links of the console's nav, in this order, for the sections that are there. */
export const staffNavKeys = [
  'dashboard',
  'donations',
  'applications',
  'messages',
  'events',
  'volunteers',
  'coordinators',
  'activities',
  'map',
  'campaigns',
  'fundraisers',
  'disbursements',
  // The shop (issue 31): orders, products and stock, shipping fees.
  'shopOrders',
  'shopProducts',
  'shopSettings',
  // Requests about personal data (issue 32, part C4).
  'privacyRequests',
  'audit',
  // Broadcasts (issue 32, part W).
  'broadcasts',
] as const;
export type StaffNavKey = (typeof staffNavKeys)[number];

export interface StaffNavItem {
  navKey: StaffNavKey;
  path: string;
}

/** The nav of the given sections, in the console's order. */
export const navOf = (sections: readonly StaffSection[]): StaffNavItem[] =>
  staffNavKeys.flatMap((navKey) => {
    const section = sections.find((candidate) => candidate.navKey === navKey);
    return section ? [{ navKey, path: section.path }] : [];
  });
