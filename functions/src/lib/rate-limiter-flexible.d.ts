/*
 * rate-limiter-flexible's index requires every store it has (Redis, Mongo, MySQL, Postgres,
 * SQLite, …: 73 KB of each bundle that counts requests), so functions/src/lib/limits.ts imports
 * the four classes it uses from their own files. The package types its index only; these name
 * the same classes (each file's `module.exports`) by those files.
 */
declare module 'rate-limiter-flexible/lib/BurstyRateLimiter.js' {
  export { BurstyRateLimiter as default } from 'rate-limiter-flexible';
}
declare module 'rate-limiter-flexible/lib/RateLimiterDynamo.js' {
  export { RateLimiterDynamo as default } from 'rate-limiter-flexible';
}
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  export { RateLimiterMemory as default } from 'rate-limiter-flexible';
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  export { RateLimiterRes as default } from 'rate-limiter-flexible';
}
