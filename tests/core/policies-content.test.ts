import {
  POST_PROFIT_RATES_PERCENT,
  POST_PROFIT_SPLIT_PERCENT,
  PRE_PROFIT_SPLIT_PERCENT,
  WORKING_CAPITAL_RESERVE_PERCENT,
} from '@gsk/core/constants';
import {
  businessModel,
  formatIsoDate,
  isPolicyAreaId,
  movementFigures,
  overview,
  policyAreas,
  privacyStatement,
  termsOfUse,
} from '@gsk/core/content';
import { enterpriseCopy, enterpriseStory, isEnterpriseSlug } from '@gsk/core/enterprise';
import { beforeAll, describe, expect, it } from 'vitest';

// Characters the PDFs' standard fonts can print (WinAnsiEncoding): Latin-1 and a few extras.
const printable = /^[\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

// The documents describe their enterprises in both languages.
beforeAll(() =>
  Promise.all(
    (['bm', 'eng'] as const).flatMap((language) => [
      enterpriseCopy.load(language),
      enterpriseStory.load(language),
    ]),
  ),
);

describe('policy areas', () => {
  it("are the spec's five areas, in the order the site and the briefs list them", () => {
    expect(policyAreas('eng').map((area) => area.id)).toEqual([
      'food-security',
      'energy',
      'vocational',
      'housing',
      'education',
    ]);
    expect(isPolicyAreaId('energy')).toBe(true);
    expect(isPolicyAreaId('tax')).toBe(false);
  });

  it('have substantive copy of the same shape in both languages, and every line translated', () => {
    const [bm, eng] = [policyAreas('bm'), policyAreas('eng')];
    bm.forEach((area, index) => {
      const other = eng[index];
      expect(other?.id).toBe(area.id);
      expect(area.problem.length).toBeGreaterThanOrEqual(3);
      expect(area.proposals).toHaveLength(5);
      expect(area.thirdSector.length).toBeGreaterThanOrEqual(3);
      expect(other?.problem).toHaveLength(area.problem.length);
      expect(other?.proposals).toHaveLength(area.proposals.length);
      expect(other?.thirdSector).toHaveLength(area.thirdSector.length);
      const english = new Set(strings(other));
      for (const text of strings(area)) {
        if (text !== area.id && !isEnterpriseSlug(text)) expect(english.has(text)).toBe(false);
      }
      for (const slug of area.enterprises) expect(isEnterpriseSlug(slug)).toBe(true);
    });
  });
});

describe('figures and the business model', () => {
  it('print the constants of the spec', () => {
    expect(movementFigures('eng').map((figure) => figure.value)).toEqual([
      '7',
      'From August 2025',
      'September 2025',
      '10-50-40',
      '40-30-30',
      '15%, 10% and 45%, with a 30% working-capital reserve',
      '2.4% a year',
      '5% below the market rate',
      'RM1,700 a month',
      'From RM10 a year',
    ]);
    expect(movementFigures('bm')[1]?.value).toBe('Mulai Ogos 2025');
  });

  it.each(['bm', 'eng'] as const)('splits add up to 100%% in %s', (language) => {
    const model = businessModel(language);
    const percents = (parts: readonly { percent: number }[]) => parts.map((part) => part.percent);
    expect(percents(model.preProfit.parts)).toEqual([...PRE_PROFIT_SPLIT_PERCENT]);
    expect(percents(model.postProfit.parts)).toEqual([...POST_PROFIT_SPLIT_PERCENT]);
    expect(percents(model.sampleRates.parts)).toEqual([
      ...POST_PROFIT_RATES_PERCENT,
      WORKING_CAPITAL_RESERVE_PERCENT,
    ]);
    for (const split of [model.preProfit, model.postProfit, model.sampleRates]) {
      expect(percents(split.parts).reduce((sum, value) => sum + value, 0)).toBe(100);
      for (const part of split.parts) expect(part.label.length).toBeGreaterThan(3);
    }
  });

  it('writes dates the Malaysian way in both languages', () => {
    expect(formatIsoDate('2025-08', 'bm')).toBe('Ogos 2025');
    expect(formatIsoDate('2025-08-01', 'eng')).toBe('1 August 2025');
    expect(() => formatIsoDate('2025-13', 'eng')).toThrow();
  });
});

describe('documents', () => {
  it('keep the same section anchors in both languages', () => {
    for (const read of [termsOfUse, privacyStatement]) {
      expect(read('bm').sections.map((section) => section.id)).toEqual(
        read('eng').sections.map((section) => section.id),
      );
    }
    expect(overview('bm').sections.map((section) => section.id)).toEqual(
      overview('eng').sections.map((section) => section.id),
    );
  });

  it("define an enterprise in the terms by every enterprise's name, in id order", () => {
    expect(strings(termsOfUse('eng'))).toContain(
      'One of the Movement’s social enterprises: FlexiMart, Kesum, Suria, SagaSivik, CLIB, PinjamGajet and TanamDuit.',
    );
    expect(strings(termsOfUse('bm'))).toContain(
      'Salah satu perusahaan sosial Gerakan: FlexiMart, Kesum, Suria, SagaSivik, CLIB, PinjamGajet dan TanamDuit.',
    );
  });

  it('mark only the English privacy statement as a translation', () => {
    expect(privacyStatement('bm').notice).toBeUndefined();
    expect(privacyStatement('eng').notice).toMatch(/translation.*Malay version prevails/);
  });

  it('use only characters the PDF fonts can print', () => {
    const content = (['bm', 'eng'] as const).flatMap((language) => [
      policyAreas(language),
      overview(language),
      movementFigures(language),
      termsOfUse(language),
      privacyStatement(language),
    ]);
    for (const text of strings(content)) expect(text).toMatch(printable);
  });
});
