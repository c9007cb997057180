/**
 * The HTTP API's routes, named by handler path string (never imported): the SST Api stack and the
 * local adapter both read this table, so production and `npm start` serve the same routes.
 * Paths use API Gateway's syntax (`{id}` for a path parameter).
 */
export const routes = {
  'GET /health': 'functions/src/health/get.handler',
} as const satisfies Record<string, string>;

export type RouteKey = keyof typeof routes;
