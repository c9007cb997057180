import { apiPaths } from '@gsk/core/api';

/** A route key as API Gateway writes it: `METHOD /path`. */
export const route = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE', P extends string>(
  method: M,
  path: P,
) => `${method} ${path}` as `${M} ${P}`;

/**
 * The HTTP API's routes, named by handler path string (never imported): the SST Api stack and the
 * local adapter both read this table, so production and `npm start` serve the same routes.
 * Paths are core's `apiPaths` (API Gateway's syntax, `{id}` for a path parameter), which the web
 * calls too.
 */
export const routes = {
  [route('GET', apiPaths.health)]: 'functions/src/health/get.handler',
  [route('POST', apiPaths.payments)]: 'functions/src/payments/create.handler',
  [route('POST', apiPaths.verifyPayment)]: 'functions/src/payments/verify.handler',
  [route('POST', apiPaths.queryPayment)]: 'functions/src/payments/query.handler',
  [route('GET', apiPaths.payment)]: 'functions/src/payments/get.handler',
  [route('GET', apiPaths.eghlReturn)]: 'functions/src/eghl/return-get.handler',
  [route('POST', apiPaths.eghlReturn)]: 'functions/src/eghl/return-post.handler',
  [route('POST', apiPaths.eghlCallback)]: 'functions/src/eghl/callback.handler',
  [route('GET', apiPaths.campaignTotals)]: 'functions/src/campaign/totals.handler',
  [route('POST', apiPaths.uploads)]: 'functions/src/uploads/create.handler',
  [route('POST', apiPaths.partnerForm)]: 'functions/src/applications/partner.handler',
  [route('POST', apiPaths.expertForm)]: 'functions/src/applications/expert.handler',
  [route('POST', apiPaths.contact)]: 'functions/src/contact/post.handler',
  [route('POST', apiPaths.signUp)]: 'functions/src/members/sign-up.handler',
  [route('POST', apiPaths.signUpVerify)]: 'functions/src/members/sign-up-verify.handler',
  [route('POST', apiPaths.otpResend)]: 'functions/src/members/otp-resend.handler',
  [route('POST', apiPaths.signIn)]: 'functions/src/members/sign-in.handler',
  [route('POST', apiPaths.signOut)]: 'functions/src/members/sign-out.handler',
  [route('GET', apiPaths.me)]: 'functions/src/members/me.handler',
  [route('POST', apiPaths.changePassword)]: 'functions/src/members/change-password.handler',
  [route('POST', apiPaths.profile)]: 'functions/src/members/profile.handler',
  [route('POST', apiPaths.passwordReset)]: 'functions/src/members/password-reset.handler',
  [route('POST', apiPaths.passwordResetVerify)]:
    'functions/src/members/password-reset-verify.handler',
  [route('POST', apiPaths.passwordResetComplete)]:
    'functions/src/members/password-reset-complete.handler',
  [route('GET', apiPaths.events)]: 'functions/src/events/list.handler',
  [route('GET', apiPaths.event)]: 'functions/src/events/get.handler',
  [route('POST', apiPaths.eventRegistrations)]: 'functions/src/events/register.handler',
  [route('DELETE', apiPaths.eventRegistrations)]: 'functions/src/events/cancel.handler',
  [route('GET', apiPaths.eventCalendar)]: 'functions/src/events/calendar.handler',
  [route('POST', apiPaths.shiftSignups)]: 'functions/src/volunteers/shift-signup.handler',
  [route('DELETE', apiPaths.shiftSignups)]: 'functions/src/volunteers/shift-cancel.handler',
  [route('GET', apiPaths.shiftCalendar)]: 'functions/src/volunteers/shift-calendar.handler',
  [route('GET', apiPaths.commitments)]: 'functions/src/volunteers/commitments-get.handler',
  // Crowdfunding's money path (docs/crowdfunding.md): an event's fundraising, and the member's own
  // donations, their PDF receipts and yearly statements.
  [route('GET', apiPaths.eventFundraising)]: 'functions/src/crowdfunding/event-fundraising.handler',
  [route('GET', apiPaths.ownDonations)]: 'functions/src/crowdfunding/own-donations.handler',
  [route('GET', apiPaths.ownDonationReceipt)]: 'functions/src/crowdfunding/own-receipt.handler',
  [route('GET', apiPaths.ownStatement)]: 'functions/src/crowdfunding/own-statement.handler',
  [route('POST', apiPaths.staffSignIn)]: 'functions/src/staff/sign-in.handler',
  [route('POST', apiPaths.staffSignInVerify)]: 'functions/src/staff/sign-in-verify.handler',
  [route('GET', apiPaths.staffAudit)]: 'functions/src/staff/audit-list.handler',
  [route('GET', apiPaths.staffSession)]: 'functions/src/staff/session.handler',
  [route('GET', apiPaths.staffDashboard)]: 'functions/src/staff/dashboard.handler',
  [route('GET', apiPaths.staffPayments)]: 'functions/src/staff/payments-list.handler',
  // Before `{id}`: the local adapter takes the first route that matches (API Gateway the literal one).
  [route('GET', apiPaths.staffPaymentsExport)]: 'functions/src/staff/payments-export.handler',
  [route('GET', apiPaths.staffPayment)]: 'functions/src/staff/payment-get.handler',
  [route('POST', apiPaths.staffPaymentCheck)]: 'functions/src/staff/payment-check.handler',
  [route('GET', apiPaths.staffEvents)]: 'functions/src/staff/event-list.handler',
  [route('POST', apiPaths.staffEvents)]: 'functions/src/staff/event-create.handler',
  [route('GET', apiPaths.staffEvent)]: 'functions/src/staff/event-get.handler',
  [route('POST', apiPaths.staffEvent)]: 'functions/src/staff/event-update.handler',
  [route('GET', apiPaths.staffEventRegistrations)]:
    'functions/src/staff/event-registrations.handler',
  [route('GET', apiPaths.staffEventRegistrationsExport)]:
    'functions/src/staff/event-registrations-export.handler',
  [route('GET', apiPaths.staffApplications)]: 'functions/src/staff/applications-list.handler',
  [route('GET', apiPaths.staffApplicationsExport)]:
    'functions/src/staff/applications-export.handler',
  [route('GET', apiPaths.staffApplication)]: 'functions/src/staff/application-get.handler',
  [route('POST', apiPaths.staffApplication)]: 'functions/src/staff/application-update.handler',
  [route('GET', apiPaths.staffApplicationCv)]: 'functions/src/staff/application-cv.handler',
  [route('GET', apiPaths.staffMessages)]: 'functions/src/staff/messages-list.handler',
  [route('POST', apiPaths.staffMessageHandled)]: 'functions/src/staff/message-handled.handler',
  // Volunteers and coordinators (docs/volunteers.md): the member's own details, the public's
  // activities and counts, the coordinator's section and the staff's.
  [route('GET', apiPaths.volunteer)]: 'functions/src/volunteers/details-get.handler',
  [route('PUT', apiPaths.volunteer)]: 'functions/src/volunteers/details-put.handler',
  [route('DELETE', apiPaths.volunteer)]: 'functions/src/volunteers/details-delete.handler',
  [route('GET', apiPaths.volunteerCounts)]: 'functions/src/volunteers/counts-get.handler',
  [route('GET', apiPaths.activities)]: 'functions/src/volunteers/activities-list.handler',
  [route('GET', apiPaths.activity)]: 'functions/src/volunteers/activity-get.handler',
  [route('GET', apiPaths.coordinatorSelf)]: 'functions/src/coordinators/self-get.handler',
  [route('GET', apiPaths.coordinatorVolunteers)]:
    'functions/src/coordinators/volunteers-list.handler',
  [route('GET', apiPaths.coordinatorActivities)]:
    'functions/src/coordinators/activities-list.handler',
  [route('POST', apiPaths.coordinatorActivities)]:
    'functions/src/coordinators/activity-propose.handler',
  [route('GET', apiPaths.coordinatorActivity)]: 'functions/src/coordinators/activity-get.handler',
  [route('POST', apiPaths.coordinatorActivityShifts)]:
    'functions/src/coordinators/shifts-add.handler',
  [route('GET', apiPaths.coordinatorAttendance)]:
    'functions/src/coordinators/attendance-get.handler',
  [route('POST', apiPaths.coordinatorAttendance)]:
    'functions/src/coordinators/attendance-post.handler',
  [route('POST', apiPaths.coordinatorShiftMessages)]:
    'functions/src/coordinators/message-send.handler',
  [route('GET', apiPaths.staffCoordinators)]: 'functions/src/staff/coordinator-list.handler',
  [route('POST', apiPaths.staffCoordinators)]: 'functions/src/staff/coordinator-appoint.handler',
  [route('POST', apiPaths.staffCoordinator)]: 'functions/src/staff/coordinator-update.handler',
  [route('DELETE', apiPaths.staffCoordinator)]: 'functions/src/staff/coordinator-remove.handler',
  [route('GET', apiPaths.staffActivities)]: 'functions/src/staff/activity-list.handler',
  [route('POST', apiPaths.staffActivities)]: 'functions/src/staff/activity-create.handler',
  [route('GET', apiPaths.staffActivity)]: 'functions/src/staff/activity-get.handler',
  [route('POST', apiPaths.staffActivity)]: 'functions/src/staff/activity-update.handler',
  [route('POST', apiPaths.staffActivityApproval)]: 'functions/src/staff/activity-approval.handler',
  [route('POST', apiPaths.staffActivityShifts)]: 'functions/src/staff/activity-shifts.handler',
  [route('GET', apiPaths.staffActivityAttendance)]:
    'functions/src/staff/activity-attendance.handler',
  [route('GET', apiPaths.staffVolunteers)]: 'functions/src/staff/volunteer-list.handler',
  [route('GET', apiPaths.staffVolunteersExport)]: 'functions/src/staff/volunteers-export.handler',
  [route('GET', apiPaths.staffMap)]: 'functions/src/staff/map-get.handler',
  [route('GET', apiPaths.staffMapExport)]: 'functions/src/staff/map-export.handler',
  // Crowdfunding's campaigns, supporters' pages and public ledger (docs/crowdfunding.md): the
  // public's and members' routes, then the console's.
  [route('GET', apiPaths.campaigns)]: 'functions/src/crowdfunding/campaign-list.handler',
  [route('GET', apiPaths.campaign)]: 'functions/src/crowdfunding/campaign-get.handler',
  [route('POST', apiPaths.campaignFundraisers)]:
    'functions/src/crowdfunding/fundraiser-start.handler',
  [route('GET', apiPaths.fundraiser)]: 'functions/src/crowdfunding/fundraiser-get.handler',
  [route('GET', apiPaths.ownFundraisers)]: 'functions/src/crowdfunding/own-fundraisers.handler',
  [route('GET', apiPaths.ledger)]: 'functions/src/crowdfunding/ledger-get.handler',
  [route('GET', apiPaths.ledgerExport)]: 'functions/src/crowdfunding/ledger-export.handler',
  [route('GET', apiPaths.staffCampaigns)]: 'functions/src/staff/campaign-list.handler',
  [route('POST', apiPaths.staffCampaigns)]: 'functions/src/staff/campaign-create.handler',
  [route('GET', apiPaths.staffCampaign)]: 'functions/src/staff/campaign-get.handler',
  [route('PUT', apiPaths.staffCampaign)]: 'functions/src/staff/campaign-edit.handler',
  [route('POST', apiPaths.staffCampaignUpdates)]:
    'functions/src/staff/campaign-update-post.handler',
  [route('GET', apiPaths.staffFundraisers)]: 'functions/src/staff/fundraiser-list.handler',
  [route('POST', apiPaths.staffFundraiserDecision)]:
    'functions/src/staff/fundraiser-decision.handler',
  [route('GET', apiPaths.staffDisbursements)]: 'functions/src/staff/disbursement-list.handler',
  [route('POST', apiPaths.staffDisbursements)]: 'functions/src/staff/disbursement-create.handler',
  [route('GET', apiPaths.staffDisbursementReceipt)]:
    'functions/src/staff/disbursement-receipt.handler',
  // The shop (docs/shop.md): the public's catalogue, pricing, postcodes, checkout and an order's
  // status, the member's orders; then the console's products, stock, orders and shipping fees.
  [route('GET', apiPaths.shopProducts)]: 'functions/src/shop/products-list.handler',
  [route('GET', apiPaths.shopProduct)]: 'functions/src/shop/product-get.handler',
  [route('POST', apiPaths.shopQuote)]: 'functions/src/shop/quote.handler',
  [route('GET', apiPaths.shopPostcode)]: 'functions/src/shop/postcode.handler',
  [route('POST', apiPaths.shopOrders)]: 'functions/src/shop/order-create.handler',
  [route('POST', apiPaths.shopOrderLookup)]: 'functions/src/shop/order-lookup.handler',
  [route('GET', apiPaths.ownOrders)]: 'functions/src/shop/own-orders.handler',
  [route('GET', apiPaths.staffShopProducts)]: 'functions/src/staff/shop-products-list.handler',
  [route('POST', apiPaths.staffShopProducts)]: 'functions/src/staff/shop-product-create.handler',
  [route('GET', apiPaths.staffShopProduct)]: 'functions/src/staff/shop-product-get.handler',
  [route('PUT', apiPaths.staffShopProduct)]: 'functions/src/staff/shop-product-edit.handler',
  [route('GET', apiPaths.staffShopStock)]: 'functions/src/staff/shop-stock-list.handler',
  [route('POST', apiPaths.staffShopStock)]: 'functions/src/staff/shop-stock-change.handler',
  [route('GET', apiPaths.staffShopOrders)]: 'functions/src/staff/shop-orders-list.handler',
  // Before `{id}`: the local adapter takes the first route that matches (API Gateway the literal one).
  [route('GET', apiPaths.staffShopOrdersExport)]: 'functions/src/staff/shop-orders-export.handler',
  [route('GET', apiPaths.staffShopOrder)]: 'functions/src/staff/shop-order-get.handler',
  [route('POST', apiPaths.staffShopOrderAction)]: 'functions/src/staff/shop-order-action.handler',
  [route('GET', apiPaths.staffShopSettings)]: 'functions/src/staff/shop-settings-get.handler',
  [route('PUT', apiPaths.staffShopSettings)]: 'functions/src/staff/shop-settings-put.handler',
  // Personal data (issue 32), C3 "closure": closing one's own account.
  [route('POST', apiPaths.closeAccount)]: 'functions/src/privacy/close-account.handler',
  // Issue 32, C2 "export": the member's own data, as a file and as a readable summary.
  [route('GET', apiPaths.ownDataSummary)]: 'functions/src/privacy/data-summary-get.handler',
  [route('GET', apiPaths.ownData)]: 'functions/src/privacy/data-get.handler',
  // Requests about personal data (issue 32, part C4: docs/privacy.md, "Requests"): anyone's, with
  // its one-time code, and the staff's queue.
  [route('POST', apiPaths.privacyRequests)]: 'functions/src/privacy/request-start.handler',
  [route('POST', apiPaths.privacyRequestVerify)]: 'functions/src/privacy/request-verify.handler',
  [route('GET', apiPaths.staffPrivacyRequests)]:
    'functions/src/staff/privacy-requests-list.handler',
  [route('GET', apiPaths.staffPrivacyRequest)]: 'functions/src/staff/privacy-request-get.handler',
  [route('POST', apiPaths.staffPrivacyRequestAction)]:
    'functions/src/staff/privacy-request-action.handler',
  // Personal data, consent (issue 32, C1; docs/privacy.md): the member's own consents to be
  // contacted, read and changed one at a time.
  [route('GET', apiPaths.ownConsents)]: 'functions/src/privacy/consents-get.handler',
  [route('PUT', apiPaths.ownConsents)]: 'functions/src/privacy/consents-put.handler',
  // Broadcasts (issue 32, part F: docs/privacy.md "Broadcasts"): staff's and coordinators'
  // emails and texts to a segment, and the one-click unsubscribe (no session). The preview before
  // `{id}`: the local adapter takes the first route that matches.
  [route('GET', apiPaths.staffBroadcasts)]: 'functions/src/broadcasts/staff-list.handler',
  [route('POST', apiPaths.staffBroadcasts)]: 'functions/src/broadcasts/staff-send.handler',
  [route('POST', apiPaths.staffBroadcastPreview)]: 'functions/src/broadcasts/staff-preview.handler',
  [route('GET', apiPaths.staffBroadcast)]: 'functions/src/broadcasts/staff-get.handler',
  [route('POST', apiPaths.staffBroadcastCancel)]: 'functions/src/broadcasts/staff-cancel.handler',
  [route('GET', apiPaths.coordinatorBroadcasts)]:
    'functions/src/broadcasts/coordinator-list.handler',
  [route('POST', apiPaths.coordinatorBroadcasts)]:
    'functions/src/broadcasts/coordinator-send.handler',
  [route('POST', apiPaths.coordinatorBroadcastPreview)]:
    'functions/src/broadcasts/coordinator-preview.handler',
  [route('GET', apiPaths.coordinatorBroadcast)]: 'functions/src/broadcasts/coordinator-get.handler',
  [route('GET', apiPaths.unsubscribe)]: 'functions/src/broadcasts/unsubscribe-get.handler',
  [route('POST', apiPaths.unsubscribe)]: 'functions/src/broadcasts/unsubscribe-post.handler',
} as const satisfies Record<string, string>;

export type RouteKey = keyof typeof routes;

/**
 * The staff notifier: S3 ObjectCreated in the applications bucket on keys with this prefix and
 * suffix → this handler, invoked asynchronously (retries, then a dead-letter destination).
 */
export const applicationNotifier = {
  handler: 'functions/src/applications/notify.handler',
  prefix: 'applications/',
  suffix: '/application.json',
} as const;

/**
 * The reconciler: settles payments the gateway's deliveries did not (QUERY), expires ones the
 * gateway never saw, and resends owed emails (functions/src/payments/reconcile.ts). Run on a
 * schedule in AWS, on a timer in the local stack, and once by `npm run reconcile`.
 */
export const reconciler = {
  handler: 'functions/src/scheduled/reconcile.handler',
  /** EventBridge's schedule in AWS. */
  schedule: 'rate(5 minutes)',
  /** The local stack's timer. */
  localIntervalMs: 60_000,
} as const;
