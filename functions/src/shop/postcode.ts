import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requirePostcode } from './postcodes';

/** A day: postcodes move seldom, and the dataset changes only with a deploy. */
const POSTCODE_MAX_AGE_SECONDS = 86_400;

/**
 * `GET /api/shop/postcodes/{postcode}`: the city, state and shipping region of a postcode
 * (PostcodeAnswer), for the checkout's address form; 400 `validation` on `postcode` with
 * `address.postcode.invalid` (not five digits) or `address.postcode.unknown` (not in the dataset).
 */
export const handler = httpHandler({}, async ({ event }) => {
  const answer = requirePostcode(event.pathParameters?.postcode ?? '');
  const answered = ok(answer);
  return {
    ...answered,
    headers: {
      ...answered.headers,
      'cache-control': `public, max-age=${POSTCODE_MAX_AGE_SECONDS}`,
    },
  };
});
