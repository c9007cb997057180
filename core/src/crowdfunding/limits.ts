/*
 * Crowdfunding's limits (issue 30, docs/crowdfunding.md): campaigns, fundraising events,
 * supporters' own pages and the public ledger of where the money went. A module apart from
 * core/src/constants.ts, which most pages' first load carries: only the pages and handlers of
 * crowdfunding need these.
 */

/** Longest campaign title and story staff may write, per language, in characters. */
export const CAMPAIGN_TITLE_MAX_LENGTH = 100;
export const CAMPAIGN_STORY_MAX_LENGTH = 4000;

/** Longest dated update staff post on a campaign, per language. */
export const CAMPAIGN_UPDATE_MAX_LENGTH = 1500;

/** A campaign's goal, whole ringgit: at least RM100, at most RM10 million. */
export const CAMPAIGN_GOAL_MIN = 100;
export const CAMPAIGN_GOAL_MAX = 10_000_000;

/** Longest a campaign may run, first day to last day inclusive. */
export const CAMPAIGN_MAX_DAYS = 366;

/** A campaign's id (its URL): 3 to 40 lower-case letters, digits and single hyphens. */
export const CAMPAIGN_ID_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** A supporter's page: title, story, and goal (whole ringgit; never above its campaign's goal). */
export const FUNDRAISER_TITLE_MAX_LENGTH = 80;
export const FUNDRAISER_STORY_MAX_LENGTH = 1000;
export const FUNDRAISER_GOAL_MIN = 50;

/** A supporter's page's short code (its link `/fundraise/{code}`): 6 letters and digits. */
export const FUNDRAISER_CODE_PATTERN = /^[a-z2-9]{6}$/;

/** How many supporters' pages a campaign shows (the top ones by amount raised). */
export const CAMPAIGN_TOP_FUNDRAISERS = 5;

/** How many names a donor wall shows (the latest who chose to be named). */
export const DONOR_WALL_SIZE = 30;

/** Longest reason staff give when refusing a supporter's page (the member reads it). */
export const FUNDRAISER_REFUSAL_MAX_LENGTH = 300;

/** A disbursement: at most RM1,000,000 in one entry; its description per language. */
export const DISBURSEMENT_MAX_SEN = 100_000_000;
export const DISBURSEMENT_DESCRIPTION_MAX_LENGTH = 500;

/**
 * A disbursement's receipt file (kept private): PDF, JPEG or PNG, at most 4 MB. It travels in the
 * multipart form, which API Gateway hands to Lambda in base64 (4/3 of its size) inside the event,
 * and a Lambda's request payload is at most 6 MB: 4 MB is 5.33 MB in base64, with room for the
 * form's other fields and the event's headers. 5 MB (6.67 MB in base64) would never arrive.
 */
export const DISBURSEMENT_RECEIPT_MAX_BYTES = 4 * 1024 * 1024;

/** How long the public campaign pages and ledger may be reused (Cache-Control max-age), in seconds. */
export const CROWDFUNDING_MAX_AGE_SECONDS = 30;
