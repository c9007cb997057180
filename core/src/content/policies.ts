import type { Language } from '../i18n/language';
import { policiesBm } from './policies-bm';
import { policiesEng } from './policies-eng';
import { policyAreaEnterprises } from './policy-enterprises';
import { policyAreaIds } from './types';
import type { PolicyArea, PolicyAreaCopy, PolicyAreaId } from './types';

export { policyAreaEnterprises };

const copy: Readonly<Record<Language, () => Readonly<Record<PolicyAreaId, PolicyAreaCopy>>>> = {
  bm: policiesBm,
  eng: policiesEng,
};

/** Whether a value (a URL hash, a query parameter) names a policy area. */
export function isPolicyAreaId(value: unknown): value is PolicyAreaId {
  return typeof value === 'string' && (policyAreaIds as readonly string[]).includes(value);
}

/** One policy area in a language. */
export function policyArea(id: PolicyAreaId, language: Language): PolicyArea {
  return { id, enterprises: policyAreaEnterprises[id], ...copy[language]()[id] };
}

/** The five policy areas in the site's order, in a language. */
export function policyAreas(language: Language): readonly PolicyArea[] {
  return policyAreaIds.map((id) => policyArea(id, language));
}

/** Headings shared by an area on /policies and its PDF brief, so both read the same. */
export interface PolicyLabels {
  /** Label above a brief's title. */
  readonly brief: string;
  readonly problem: string;
  readonly proposals: string;
  readonly thirdSector: string;
  readonly enterprises: string;
  readonly figures: string;
  readonly getInvolved: string;
}

/** The policy headings in each language. */
export const policyLabels: Readonly<Record<Language, PolicyLabels>> = {
  bm: {
    brief: 'Ringkasan Dasar',
    problem: 'Masalahnya',
    proposals: 'Cadangan kami',
    thirdSector: 'Bagaimana Sektor Ketiga membantu',
    enterprises: 'Perusahaan yang berkaitan',
    figures: 'Gerakan dalam angka',
    getInvolved: 'Sertai kami',
  },
  eng: {
    brief: 'Policy Brief',
    problem: 'The problem',
    proposals: 'What we propose',
    thirdSector: 'How the Third Sector helps',
    enterprises: 'Related enterprises',
    figures: 'The movement in figures',
    getInvolved: 'Get involved',
  },
};

/** The closing call of a policy brief: how readers, experts above all, can take part. */
export function policyCallToAction(area: PolicyArea, language: Language): readonly string[] {
  const topic = area.title.toLowerCase();
  return language === 'bm'
    ? [
        `Gerakan Sektor Ketiga mengundang pakar dalam bidang ${topic}, sama ada penyelidik, pengamal atau mereka yang mengalami masalah ini setiap hari, untuk membantu menjadikan cadangan ini dasar yang boleh dilaksanakan. Tawarkan kepakaran anda di halaman Sumbangan Pakar di laman web kami (/expert-contribution).`,
        'Anda juga boleh menjadi rakan kongsi ekuiti, aset atau operasi salah satu perusahaan kami (/support-us), atau menyokong gerakan ini dengan sumbangan (/contribute). Ringkasan dasar ini percuma untuk dikongsi.',
      ]
    : [
        `Gerakan Sektor Ketiga invites experts in ${topic}, whether researchers, practitioners or people who live with the problem every day, to help turn these proposals into workable policy. Offer your expertise on the Expert Contribution page of our website (/expert-contribution).`,
        'You can also become an equity, asset or operations partner of one of our enterprises (/support-us), or support the movement with a donation (/contribute). This brief is free to share.',
      ];
}
