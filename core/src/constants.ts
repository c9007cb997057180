/**
 * Business constants and limits of the product spec (section 9, with the business facts of
 * section 1). The browser, the handlers and the infrastructure read them from here, so a limit
 * shown in a form is the limit the server enforces.
 */

/** Smallest donation accepted, in whole ringgit. */
export const DONATION_MIN_AMOUNT = 1;

/** Largest donation accepted, in whole ringgit. */
export const DONATION_MAX_AMOUNT = 10_000;

/** Amounts a `?donate=` query parameter may pre-fill on /contribute, in ringgit. */
export const QUICK_DONATION_AMOUNTS = [5, 10, 50, 100, 500] as const;

/** Currency of every donation and of the gateway's CurrencyCode. */
export const CURRENCY = 'MYR';

/** Seconds the hosted payment page stays open (the gateway's PageTimeout). */
export const PAYMENT_PAGE_TIMEOUT_SECONDS = 600;

/** The partner application request is aborted after this many milliseconds. */
export const PARTNER_REQUEST_TIMEOUT_MS = 30_000;

/** Largest CV accepted, in bytes (5 MB). */
export const CV_MAX_BYTES = 5_242_880;

/** CV formats the partner form accepts, as file extensions. */
export const CV_TYPES = ['pdf', 'doc', 'docx', 'txt'] as const;

/** CV formats the expert form accepts: PDF only. */
export const EXPERT_CV_TYPES = ['pdf'] as const;

/** Milliseconds between two slides of the home hero carousel. */
export const HERO_INTERVAL_MS = 4000;

/** Number of slides in the home hero carousel. */
export const HERO_SLIDE_COUNT = 4;

/**
 * Layout of the enterprise carousel on /support-us, narrowest first: the first entry whose
 * `maxWidth` (in CSS pixels, inclusive) is not smaller than the viewport applies.
 */
export const ENTERPRISE_CAROUSEL_LAYOUT = [
  { maxWidth: 640, slidesPerView: 1.45, spaceBetween: 12 },
  { maxWidth: 1024, slidesPerView: 2, spaceBetween: 16 },
  { maxWidth: Number.POSITIVE_INFINITY, slidesPerView: 3, spaceBetween: 16 },
] as const;

/** A shared link is displayed truncated to this many characters, followed by '...'. */
export const SHARE_LINK_DISPLAY_CHARS = 35;

/** Size of the popup window a share channel opens in, in CSS pixels. */
export const SHARE_POPUP_SIZE = { width: 600, height: 400 } as const;

/** Enterprise shown when a route names an unknown enterprise. */
export const DEFAULT_ENTERPRISE_ID = 1;

/** Milliseconds before a lazily loaded chunk counts as failed ('Loading chunk failed'). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Days within which merchandise may be returned or exchanged (terms of use). */
export const RETURN_WINDOW_DAYS = 30;

/** Value in ringgit above which orders go by tracked shipping and tracked returns are advised (terms of use). */
export const TRACKED_SHIPPING_ABOVE_RM = 300;

/** Days within which access, correction and deletion requests are answered (privacy policy). */
export const PRIVACY_RESPONSE_DAYS = 21;

/** Maximum width of the page content, in CSS pixels. */
export const MAX_PAGE_WIDTH_PX = 1280;

/** Month the phased rollout of the enterprises starts (ISO year-month). */
export const ROLLOUT_START = '2025-08';

/** Month the enterprises start operating, as their detail pages say (ISO year-month). */
export const OPERATIONS_START = '2025-09';

/** Sample split of an enterprise's income before it makes a profit, in percent. */
export const PRE_PROFIT_SPLIT_PERCENT = [10, 50, 40] as const;

/** Sample split of an enterprise's profit once it makes one, in percent. */
export const POST_PROFIT_SPLIT_PERCENT = [40, 30, 30] as const;

/** Sample post-profit distribution rates quoted in the copy, in percent. */
export const POST_PROFIT_RATES_PERCENT = [15, 10, 45] as const;

/** Share of profit kept as a working-capital reserve, in percent. */
export const WORKING_CAPITAL_RESERVE_PERCENT = 30;

/** Yearly return paid to equity partners, in percent. */
export const EQUITY_RETURN_PERCENT_PER_YEAR = 2.4;

/** How far below the market rent an asset partner's asset is rented, in percent. */
export const ASSET_RENT_BELOW_MARKET_PERCENT = 5;

/** Monthly minimum wage used in the copy's example, in ringgit. */
export const MINIMUM_WAGE_RM = 1700;

/** PinjamGajet's gadget rental fee, in ringgit per year. */
export const GADGET_RENTAL_RM_PER_YEAR = 10;

/** Companion app: a mobile number has at least this many digits. */
export const ACCOUNT_PHONE_MIN_DIGITS = 10;

/** Companion app: a mobile number has at most this many digits. */
export const ACCOUNT_PHONE_MAX_DIGITS = 12;

/** Companion app: shortest password accepted. */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;

/** Companion app: number of digits of a one-time code. */
export const ACCOUNT_OTP_DIGITS = 4;

/** Companion app: shortest full name accepted. */
export const ACCOUNT_NAME_MIN_LENGTH = 5;

/** Companion app: a full name is shorter than this many characters. */
export const ACCOUNT_NAME_MAX_LENGTH_EXCLUSIVE = 255;

/** Companion app: longest email a member may add to their profile (the longest valid address). */
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;

/** Longest donor name the gateway accepts (its CustName limit). */
export const DONOR_NAME_MAX_LENGTH = 50;

/** Longest donor email the gateway accepts (its CustEmail limit). */
export const DONOR_EMAIL_MAX_LENGTH = 60;

/** Longest donor phone number the gateway accepts (its CustPhone limit). */
export const DONOR_PHONE_MAX_LENGTH = 25;

/** Longest note a donor may add to a donation. */
export const DONATION_NOTES_MAX_LENGTH = 500;

/** Longest name on a partner or expert application. */
export const APPLICANT_NAME_MAX_LENGTH = 100;

/** Longest email on a partner or expert application (the longest valid address). */
export const APPLICANT_EMAIL_MAX_LENGTH = 254;

/** Longest phone number on a partner or expert application. */
export const APPLICANT_PHONE_MAX_LENGTH = 25;

/** Longest additional comment on a partner application. */
export const PARTNER_COMMENTS_MAX_LENGTH = 2000;

/** Shortest message the contact form accepts (a question needs a few words). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** Longest message the contact form accepts. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * How long the campaign totals may be reused (the API's Cache-Control max-age and the browser's
 * own copy for the tab), in seconds: a page load never waits on them, a new donation shows soon.
 */
export const CAMPAIGN_TOTALS_MAX_AGE_SECONDS = 30;

/** Companion app: seconds a one-time code stays valid after it is sent. */
export const ACCOUNT_OTP_TTL_SECONDS = 300;

/** Companion app: seconds before a new code may be asked for (the OTP page's countdown). */
export const ACCOUNT_OTP_RESEND_AFTER_SECONDS = 60;

/** Companion app: wrong entries a code survives; the next one spends it ('generate new code'). */
export const ACCOUNT_OTP_MAX_ATTEMPTS = 3;

/** Companion app: codes sent to one mobile number per hour, and per day. */
export const ACCOUNT_OTP_PER_MOBILE = { hour: 5, day: 10 } as const;

/** Companion app: codes asked for from one IP address per hour, and per day. */
export const ACCOUNT_OTP_PER_IP = { hour: 20, day: 60 } as const;

/** Companion app: seconds a member's session lasts (30 days). */
export const MEMBER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Seconds a staff session lasts (8 hours): shorter than a member's. */
export const STAFF_SESSION_TTL_SECONDS = 8 * 60 * 60;

/** Seconds a verified password-reset code may be turned into a new password. */
export const PASSWORD_RESET_TTL_SECONDS = 600;

/**
 * The session cookie: `__Host-` binds it to the site's own origin (Secure, Path=/, no Domain),
 * HttpOnly keeps it from scripts, SameSite=Lax from other sites' requests.
 */
export const SESSION_COOKIE_NAME = '__Host-gsk_session';

/** The spec's cookie that remembers the home page's event invitation was seen (one per visitor). */
export const MODAL_SEEN_COOKIE_NAME = 'modal_seen';

/** Days the `modal_seen` cookie lasts. */
export const MODAL_SEEN_COOKIE_DAYS = 30;

/** Longest event title, venue and description staff may write, in characters. */
export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_VENUE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 4000;

/** Most places an event may offer (a hall, or an online forum's licence). */
export const EVENT_CAPACITY_MAX = 10_000;

/**
 * How long the public list and pages of events may be reused (Cache-Control max-age), in seconds:
 * places left show within half a minute; a registration is checked by its own write, never this.
 */
export const EVENTS_MAX_AGE_SECONDS = 30;

/** Companion app: longest password accepted (bounds the hashing work one request can cause). */
export const ACCOUNT_PASSWORD_MAX_LENGTH = 128;

/** Volunteers (docs/volunteers.md): longest activity title, venue and description, in characters. */
export const ACTIVITY_TITLE_MAX_LENGTH = 120;
export const ACTIVITY_VENUE_MAX_LENGTH = 200;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 4000;

/** Most places one shift may offer. */
export const SHIFT_PLACES_MAX = 500;

/** Days a "week of shifts at once" spans (the first day and the six after it). */
export const SHIFT_WEEK_DAYS = 7;

/** Longest text a coordinator may send the volunteers of a shift (one SMS with its prefix). */
export const SHIFT_MESSAGE_MAX_LENGTH = 100;

/** Texts a coordinator may send per Malaysian day, all shifts together. */
export const COORDINATOR_TEXTS_PER_DAY = 3;

/** Hours before a shift (or event) starts that its reminder SMS goes out, once. */
export const REMINDER_HOURS_BEFORE = 24;

/** Minutes within which a promoted waiting volunteer or registrant is texted. */
export const PROMOTION_TEXT_MINUTES = 1;

/** Most SMS the site sends per Malaysian day across reminders, promotions and coordinators' texts. */
export const SMS_DAILY_BUDGET = 2000;

/** Share of the day's SMS budget at which staff are alerted. */
export const SMS_BUDGET_ALERT_RATIO = 0.8;

/** Smallest count of volunteers the public page shows for a state (fewer: shown as "fewer than 5"). */
export const PUBLIC_COUNT_MINIMUM = 5;

/**
 * Broadcasts (issue 32, docs/privacy.md "Broadcasts"): how many staff may send a Malaysian day,
 * and a coordinator a week (Monday to Sunday, Malaysian time); the difference between the count
 * previewed and the count at sending that is still sent without another look.
 */
export const STAFF_BROADCASTS_PER_DAY = 10;
export const COORDINATOR_BROADCASTS_PER_WEEK = 2;
export const BROADCAST_COUNT_TOLERANCE = 5;
