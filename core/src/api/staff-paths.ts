/**
 * The staff console's (core/src/api/staff.ts): the sign-in and its second factor, then routes
 * that need a staff session (403 for a member's). A module apart
 * from ./paths.ts, so that no public page ships them.
 */
export const staffApiPaths = {
  staffSignIn: '/api/staff/sign-in',
  staffSignInVerify: '/api/staff/sign-in/verify',
  staffAudit: '/api/staff/audit',
  staffSession: '/api/staff/session',
  staffDashboard: '/api/staff/dashboard',
  staffPayments: '/api/staff/payments',
  staffPaymentsExport: '/api/staff/payments/export',
  staffPayment: '/api/staff/payments/{id}',
  staffPaymentCheck: '/api/staff/payments/{id}/check',
  staffApplications: '/api/staff/applications',
  staffApplicationsExport: '/api/staff/applications/export',
  staffApplication: '/api/staff/applications/{id}',
  staffApplicationCv: '/api/staff/applications/{id}/cv',
  staffMessages: '/api/staff/messages',
  staffMessageHandled: '/api/staff/messages/{id}/handled',
  staffEvents: '/api/staff/events',
  staffEvent: '/api/staff/events/{id}',
  staffEventRegistrations: '/api/staff/events/{id}/registrations',
  staffEventRegistrationsExport: '/api/staff/events/{id}/registrations/export',
  /** Volunteers and coordinators (core/src/api/volunteers.ts). */
  staffCoordinators: '/api/staff/coordinators',
  /** `POST` changes a coordinator's areas or trust, `DELETE` removes them. */
  staffCoordinator: '/api/staff/coordinators/{id}',
  staffActivities: '/api/staff/activities',
  staffActivity: '/api/staff/activities/{id}',
  /** `POST` approves (or refuses) a coordinator's proposed activity. */
  staffActivityApproval: '/api/staff/activities/{id}/approval',
  /** `POST` adds one shift or a week of shifts. */
  staffActivityShifts: '/api/staff/activities/{id}/shifts',
  staffActivityAttendance: '/api/staff/activities/{id}/attendance',
  staffVolunteers: '/api/staff/volunteers',
  staffVolunteersExport: '/api/staff/volunteers/export',
  staffMap: '/api/staff/map',
  staffMapExport: '/api/staff/map/export',
  /** Crowdfunding (core/src/api/crowdfunding.ts): campaigns and their updates, pages, the ledger. */
  staffCampaigns: '/api/staff/campaigns',
  /** `GET` one campaign, `PUT` changes it (its id stays). */
  staffCampaign: '/api/staff/campaigns/{id}',
  staffCampaignUpdates: '/api/staff/campaigns/{id}/updates',
  /** Supporters' pages by status (`?status=pending` first), and the decision on one. */
  staffFundraisers: '/api/staff/fundraisers',
  staffFundraiserDecision: '/api/staff/fundraisers/{code}/decision',
  /** `GET` lists, `POST` records one (multipart, with an optional receipt file). */
  staffDisbursements: '/api/staff/disbursements',
  staffDisbursementReceipt: '/api/staff/disbursements/{id}/receipt',
  /** The shop (core/src/api/shop.ts, docs/shop.md): products and stock, orders, shipping fees. */
  staffShopProducts: '/api/staff/shop/products',
  /** `GET` one product, `PUT` changes it (its slug stays). */
  staffShopProduct: '/api/staff/shop/products/{slug}',
  /** `GET` its stock movements, `POST` a change with a reason. */
  staffShopStock: '/api/staff/shop/products/{slug}/stock',
  staffShopOrders: '/api/staff/shop/orders',
  staffShopOrdersExport: '/api/staff/shop/orders/export',
  staffShopOrder: '/api/staff/shop/orders/{id}',
  staffShopOrderAction: '/api/staff/shop/orders/{id}/action',
  /** `GET` and `PUT` the shipping fees and the free-shipping threshold. */
  staffShopSettings: '/api/staff/shop/settings',
  /**
   * Requests about personal data (core/src/api/privacy.ts, docs/privacy.md): the queue with each
   * request's 21-day clock, one request, and what staff did about it.
   */
  staffPrivacyRequests: '/api/staff/privacy/requests',
  staffPrivacyRequest: '/api/staff/privacy/requests/{id}',
  staffPrivacyRequestAction: '/api/staff/privacy/requests/{id}/action',
} as const;
