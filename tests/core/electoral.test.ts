import { readFileSync } from 'node:fs';
import { dunsOf, hasDuns, parliamentsOf, seatNames, votingStates } from '@gsk/core/electoral';
import { describe, expect, it } from 'vitest';
import { electoralModule, generatedPath, sourcePath } from '../../core/scripts/generate-electoral';

describe('electoral data', () => {
  it('is what the generator makes of the JSON source (run `npm run electoral -w core`)', async () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(
      await electoralModule(readFileSync(sourcePath, 'utf8')),
    );
  });

  it('has 16 states and territories, 222 parliamentary and 600 state seats', () => {
    const states = votingStates();
    expect(states).toHaveLength(16);
    const parliaments = states.flatMap(({ code }) =>
      parliamentsOf(code).map((p) => [code, p.code]),
    );
    expect(parliaments).toHaveLength(222);
    expect(new Set(parliaments.map(([, code]) => code)).size).toBe(222);
    const duns = parliaments.flatMap(([state = '', parliament = '']) => dunsOf(state, parliament));
    expect(duns).toHaveLength(600);
  });

  it('offers no state seat in the three federal territories', () => {
    const territories = votingStates().filter(({ name }) => name.startsWith('W.P.'));
    expect(territories.map(({ name }) => name)).toEqual([
      'W.P. Kuala Lumpur',
      'W.P. Labuan',
      'W.P. Putrajaya',
    ]);
    for (const { code } of territories) {
      for (const parliament of parliamentsOf(code))
        expect(hasDuns(code, parliament.code)).toBe(false);
    }
  });

  it('filters each list by the one before, and names seats with their codes', () => {
    const johor = votingStates().find(({ name }) => name === 'Johor');
    expect(johor?.code).toBe('1');
    expect(parliamentsOf('1')[0]).toEqual({ code: 'P.140', name: 'Segamat' });
    expect(dunsOf('1', 'P.140').map(({ name }) => name)).toEqual(['Buloh Kasap', 'Jementah']);
    expect(dunsOf('2', 'P.140')).toEqual([]);
    expect(parliamentsOf('99')).toEqual([]);
    expect(seatNames('1', 'P.140', 'N.01')).toEqual({
      state: 'Johor',
      parliament: 'P.140 Segamat',
      dun: 'N.01 Buloh Kasap',
    });
  });
});
