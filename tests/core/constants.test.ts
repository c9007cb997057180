import * as constants from '@gsk/core/constants';
import { describe, expect, it } from 'vitest';

describe('business constants (spec section 9)', () => {
  it('hold the spec values', () => {
    expect(constants).toMatchObject({
      DONATION_MIN_AMOUNT: 1,
      DONATION_MAX_AMOUNT: 10000,
      QUICK_DONATION_AMOUNTS: [5, 10, 50, 100, 500],
      CURRENCY: 'MYR',
      PAYMENT_PAGE_TIMEOUT_SECONDS: 600,
      PARTNER_REQUEST_TIMEOUT_MS: 30000,
      CV_MAX_BYTES: 5242880,
      CV_TYPES: ['pdf', 'doc', 'docx', 'txt'],
      EXPERT_CV_TYPES: ['pdf'],
      HERO_INTERVAL_MS: 4000,
      HERO_SLIDE_COUNT: 4,
      SHARE_LINK_DISPLAY_CHARS: 35,
      SHARE_POPUP_SIZE: { width: 600, height: 400 },
      DEFAULT_ENTERPRISE_ID: 1,
      CHUNK_LOAD_TIMEOUT_MS: 120000,
      RETURN_WINDOW_DAYS: 30,
      TRACKED_SHIPPING_ABOVE_RM: 300,
      PRIVACY_RESPONSE_DAYS: 21,
      MAX_PAGE_WIDTH_PX: 1280,
      ROLLOUT_START: '2025-08',
      OPERATIONS_START: '2025-09',
      PRE_PROFIT_SPLIT_PERCENT: [10, 50, 40],
      POST_PROFIT_SPLIT_PERCENT: [40, 30, 30],
      POST_PROFIT_RATES_PERCENT: [15, 10, 45],
      WORKING_CAPITAL_RESERVE_PERCENT: 30,
      EQUITY_RETURN_PERCENT_PER_YEAR: 2.4,
      ASSET_RENT_BELOW_MARKET_PERCENT: 5,
      MINIMUM_WAGE_RM: 1700,
      GADGET_RENTAL_RM_PER_YEAR: 10,
      DONOR_NAME_MAX_LENGTH: 50,
      DONOR_EMAIL_MAX_LENGTH: 60,
      DONOR_PHONE_MAX_LENGTH: 25,
    });
  });

  it('lays the enterprise carousel out as the spec says', () => {
    expect(constants.ENTERPRISE_CAROUSEL_LAYOUT).toEqual([
      { maxWidth: 640, slidesPerView: 1.45, spaceBetween: 12 },
      { maxWidth: 1024, slidesPerView: 2, spaceBetween: 16 },
      { maxWidth: Number.POSITIVE_INFINITY, slidesPerView: 3, spaceBetween: 16 },
    ]);
  });

  it('adds up the sample splits to 100%', () => {
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(constants.PRE_PROFIT_SPLIT_PERCENT)).toBe(100);
    expect(sum(constants.POST_PROFIT_SPLIT_PERCENT)).toBe(100);
    expect(
      sum(constants.POST_PROFIT_RATES_PERCENT) + constants.WORKING_CAPITAL_RESERVE_PERCENT,
    ).toBe(100);
  });
});
