/**
 * `sst` is a dependency of the infra workspace only (npm keeps it, with the React 18 its CLI needs, out
 * of the root's node_modules), so files outside infra/ — `sst.config.ts` — take SST's types from here.
 */
export type { SSTConfig } from 'sst';
