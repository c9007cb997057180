import type { EnterpriseSlug } from '../enterprise/types';
import type { ProfitSplit } from './model';

/** A link a paragraph ends with: its text and a site path (the page's language is added). */
export interface BlockLink {
  readonly label: string;
  readonly path: string;
}

/** A block of plain copy: a paragraph, a bulleted or numbered list, or terms with definitions. */
export type TextBlock =
  | { readonly kind: 'paragraph'; readonly text: string; readonly link?: BlockLink }
  | { readonly kind: 'list'; readonly items: readonly string[]; readonly ordered?: boolean }
  | {
      readonly kind: 'definitions';
      readonly items: readonly { readonly term: string; readonly definition: string }[];
    };

/** Any block of a document: plain copy, a sample split of the model, or the movement's figures. */
export type Block =
  | TextBlock
  | { readonly kind: 'split'; readonly split: ProfitSplit }
  | { readonly kind: 'figures'; readonly items: readonly Figure[] };

/** A titled section of a document; `id` is a stable anchor, the same in both languages. */
export interface ContentSection<B extends Block = Block> {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly B[];
}

/** The policy areas, in the order the site and the briefs list them. */
export const policyAreaIds = [
  'food-security',
  'energy',
  'vocational',
  'housing',
  'education',
] as const;

/** A policy area id; it names the area's anchor, image and brief file. */
export type PolicyAreaId = (typeof policyAreaIds)[number];

/** A proposal of a policy area: a short claim and the case for it. */
export interface Proposal {
  readonly title: string;
  readonly text: string;
}

/** The copy of one policy area in one language, read by the /policies page and its PDF brief. */
export interface PolicyAreaCopy {
  /** Name of the area ('Food security'). */
  readonly title: string;
  /** One or two sentences: what the area is about and what the movement wants. */
  readonly summary: string;
  /** Paragraphs: what is wrong today. */
  readonly problem: readonly string[];
  /** What the movement proposes, in order. */
  readonly proposals: readonly Proposal[];
  /** Paragraphs: how the Third Sector and its enterprises answer the problem. */
  readonly thirdSector: readonly string[];
}

/** A policy area in one language: its copy, its id and the enterprises that work on it. */
export interface PolicyArea extends PolicyAreaCopy {
  readonly id: PolicyAreaId;
  readonly enterprises: readonly EnterpriseSlug[];
}

/** A legal document (terms of use, privacy statement) in one language. */
export interface LegalDocument {
  readonly title: string;
  /** Date the text took effect, ISO 'YYYY-MM-DD'. */
  readonly effective: string;
  /** A note shown before everything else (for a translation: which version prevails). */
  readonly notice?: string;
  /** Paragraphs before the first section. */
  readonly intro: readonly TextBlock[];
  readonly sections: readonly ContentSection<TextBlock>[];
}

/** One of the movement's figures: a label and its value, both ready to print. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

/** A document of the movement (the overview PDF): a label, a title, a lead and its sections. */
export interface ContentDocument {
  /** Short label printed above the title ('Overview'). */
  readonly eyebrow: string;
  readonly title: string;
  /** One paragraph that says what the document is about. */
  readonly summary: string;
  readonly sections: readonly ContentSection[];
}
