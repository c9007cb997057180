import { tabStorage } from '../../../lib/tab-storage';

/** What a signed-out visitor typed into the start-a-page form ('' goal while empty). */
export interface FundraiserDraft {
  title: string;
  story: string;
  goal: number | '';
}

const keyOf = (campaignId: string) => `fundraiser-draft:${campaignId}`;

/** Keeps the typed values for this tab while the visitor signs up or signs in. */
export function keepFundraiserDraft(campaignId: string, draft: FundraiserDraft): void {
  try {
    tabStorage()?.setItem(keyOf(campaignId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the visitor types again.
  }
}

/** Forgets the kept values (sent, or abandoned). */
export function forgetFundraiserDraft(campaignId: string): void {
  try {
    tabStorage()?.removeItem(keyOf(campaignId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The values kept for this tab and campaign, anything malformed read as empty. */
export function readFundraiserDraft(campaignId: string): FundraiserDraft | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(tabStorage()?.getItem(keyOf(campaignId)) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { title, story, goal } = kept as Record<string, unknown>;
  return {
    title: typeof title === 'string' ? title : '',
    story: typeof story === 'string' ? story : '',
    goal: typeof goal === 'number' && Number.isFinite(goal) ? goal : '',
  };
}
