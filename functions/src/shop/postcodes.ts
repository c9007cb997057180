import type { PostcodeAnswer } from '@gsk/core/api';
import { malaysianStates, shippingRegionOf, type MalaysianState } from '@gsk/core/shop';
import { POSTCODE_PATTERN } from '@gsk/core/shop/limits';
import { findPostcode, getStates } from 'malaysia-postcodes';
import { badRequest } from '../lib/errors';

/*
 * Where a Malaysian postcode is (docs/shop.md, "Checkout"): the maintained `malaysia-postcodes`
 * dataset (npm), server-side only. Its state names ('Wp Kuala Lumpur', 'Pulau Pinang', …) become
 * core's `MalaysianState`, which decides the shipping region.
 */

/** The dataset's names that are not simply core's state in lower case. */
const datasetNames: Readonly<Record<string, MalaysianState>> = {
  'Wp Kuala Lumpur': 'kuala-lumpur',
  'Wp Labuan': 'labuan',
  'Wp Putrajaya': 'putrajaya',
  'Pulau Pinang': 'pulau-pinang',
  'Negeri Sembilan': 'negeri-sembilan',
};

/** Core's state of one of the dataset's state names, or undefined for a name it does not know. */
export function stateOfDatasetName(name: string): MalaysianState | undefined {
  const state = datasetNames[name] ?? name.toLowerCase();
  return (malaysianStates as readonly string[]).includes(state)
    ? (state as MalaysianState)
    : undefined;
}

/** Every state name the dataset holds (its test checks each maps to one of core's). */
export const datasetStateNames = (): string[] => getStates();

/** Where a postcode is, by an exact lookup; undefined when the dataset has no such postcode. */
export function postcodeAnswer(postcode: string): PostcodeAnswer | undefined {
  if (!POSTCODE_PATTERN.test(postcode)) return undefined;
  const found = findPostcode(postcode, true);
  const state = found.found && found.state ? stateOfDatasetName(found.state) : undefined;
  if (!state || !found.city) return undefined;
  return { postcode, city: found.city, state, region: shippingRegionOf(state) };
}

/**
 * Where a postcode is, or the 400 `validation` on `field` a form shows beside it: `invalid` for
 * anything but five digits, `unknown` for five digits the dataset does not have.
 */
export function requirePostcode(postcode: string, field = 'postcode'): PostcodeAnswer {
  if (!POSTCODE_PATTERN.test(postcode)) {
    throw badRequest('validation', { [field]: 'address.postcode.invalid' });
  }
  const answer = postcodeAnswer(postcode);
  if (!answer) throw badRequest('validation', { [field]: 'address.postcode.unknown' });
  return answer;
}
