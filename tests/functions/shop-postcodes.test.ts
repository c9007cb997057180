import { malaysianStates } from '@gsk/core/shop';
import { describe, expect, it } from 'vitest';
import {
  datasetStateNames,
  postcodeAnswer,
  stateOfDatasetName,
} from '../../functions/src/shop/postcodes';

/*
 * The postcode dataset (`malaysia-postcodes`, docs/shop.md "Checkout") against core's states:
 * every state name it holds must become one of core's 16, or an address there could not be
 * shipped to; and the lookups the checkout relies on.
 */

describe('the postcode dataset', () => {
  it('maps every state name it holds to one of core’s 16 states, each state once', () => {
    const names = datasetStateNames();
    expect(names.length).toBe(malaysianStates.length);
    const mapped = names.map((name) => stateOfDatasetName(name));
    for (const [index, state] of mapped.entries()) {
      expect(state, names[index]).toBeDefined();
      expect(malaysianStates).toContain(state);
    }
    expect(new Set(mapped).size).toBe(malaysianStates.length);
  });

  it('names the federal territories and two-word states as core does', () => {
    expect(stateOfDatasetName('Wp Kuala Lumpur')).toBe('kuala-lumpur');
    expect(stateOfDatasetName('Wp Labuan')).toBe('labuan');
    expect(stateOfDatasetName('Wp Putrajaya')).toBe('putrajaya');
    expect(stateOfDatasetName('Pulau Pinang')).toBe('pulau-pinang');
    expect(stateOfDatasetName('Negeri Sembilan')).toBe('negeri-sembilan');
    expect(stateOfDatasetName('Selangor')).toBe('selangor');
    expect(stateOfDatasetName('Atlantis')).toBeUndefined();
  });

  it('finds a postcode exactly, with its city, state and shipping region', () => {
    expect(postcodeAnswer('50000')).toEqual({
      postcode: '50000',
      city: 'Kuala Lumpur',
      state: 'kuala-lumpur',
      region: 'peninsular',
    });
    expect(postcodeAnswer('88000')).toMatchObject({ city: 'Kota Kinabalu', region: 'sabah' });
    expect(postcodeAnswer('93000')).toMatchObject({ city: 'Kuching', region: 'sarawak' });
    expect(postcodeAnswer('87000')).toMatchObject({ state: 'labuan', region: 'labuan' });
    // No prefix match: a part of a postcode, or one the dataset does not have, is none.
    expect(postcodeAnswer('5000')).toBeUndefined();
    expect(postcodeAnswer('99999')).toBeUndefined();
  });
});
