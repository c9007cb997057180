/**
 * The HTTP API's routes, named by handler path string (never imported): the SST Api stack and the
 * local adapter both read this table, so production and `npm start` serve the same routes.
 * Paths use API Gateway's syntax (`{id}` for a path parameter).
 */
export const routes = {
  'GET /health': 'functions/src/health/get.handler',
  'POST /payments': 'functions/src/payments/create.handler',
  'POST /payments/verify': 'functions/src/payments/verify.handler',
  'POST /payments/{id}/query': 'functions/src/payments/query.handler',
  'GET /payments/{id}': 'functions/src/payments/get.handler',
  'GET /eghl/return': 'functions/src/eghl/return-get.handler',
  'POST /eghl/return': 'functions/src/eghl/return-post.handler',
  'POST /eghl/callback': 'functions/src/eghl/callback.handler',
  'GET /campaign/totals': 'functions/src/campaign/totals.handler',
  'POST /uploads': 'functions/src/uploads/create.handler',
  'POST /api/partnerForm': 'functions/src/applications/partner.handler',
  'POST /api/expertForm': 'functions/src/applications/expert.handler',
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
