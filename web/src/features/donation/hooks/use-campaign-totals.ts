import { CAMPAIGN_TOTALS_MAX_AGE_SECONDS } from '@gsk/core/constants';
import { enterpriseSlugs, type EnterpriseSlug } from '@gsk/core/enterprise';
import { useEffect, useSyncExternalStore } from 'react';
import { fetchCampaignTotals } from '../api/payments-api';
import type { CampaignTotals, Totals } from '@gsk/core/api';

const zero: Totals = { amount: 0, contributors: 0 };

/** The totals shown before (or instead of) the API's: zeros for everyone. */
export const zeroCampaignTotals: CampaignTotals = {
  overall: zero,
  enterprises: Object.fromEntries(enterpriseSlugs.map((slug) => [slug, zero])) as Record<
    EnterpriseSlug,
    Totals
  >,
};

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

const totalsOf = (value: unknown): Totals => {
  if (typeof value !== 'object' || value === null) return zero;
  const { amount, contributors } = value as Record<string, unknown>;
  return { amount: count(amount), contributors: count(contributors) };
};

/** The API's answer, checked: anything missing or malformed reads as zero. */
const readTotals = (body: unknown): CampaignTotals => {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const enterprises = (
    typeof record.enterprises === 'object' && record.enterprises !== null ? record.enterprises : {}
  ) as Record<string, unknown>;
  return {
    overall: totalsOf(record.overall),
    enterprises: Object.fromEntries(
      enterpriseSlugs.map((slug) => [slug, totalsOf(enterprises[slug])]),
    ) as Record<EnterpriseSlug, Totals>,
  };
};

/** The totals and whether they are the API's (false until they arrive, or if they never do). */
export interface CampaignTotalsState {
  totals: CampaignTotals;
  known: boolean;
}

const unknown: CampaignTotalsState = { totals: zeroCampaignTotals, known: false };

/**
 * The tab's copy of the last answer (sessionStorage: gone with the tab), so the next page shows
 * the figures at once instead of waiting on the API again; and a mark that the visitor's own
 * donation has just succeeded, after which the next fetch asks past every cache.
 */
const storageKey = 'campaignTotals';
const staleKey = 'campaignTotals.stale';
const maxAgeMs = CAMPAIGN_TOTALS_MAX_AGE_SECONDS * 1000;

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

const readStored = (): { at: number; body: unknown } | undefined => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { at, body } = parsed as Record<string, unknown>;
    return typeof at === 'number' ? { at, body } : undefined;
  } catch {
    return undefined;
  }
};

const writeStored = (body: unknown) => {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ at: Date.now(), body }));
    storage()?.removeItem(staleKey);
  } catch {
    // Storage full or refused: the next page fetches again.
  }
};

// One fetch per page load at most, shared by every component that shows a figure.
let current = unknown;
let requested = false;
const listeners = new Set<() => void>();

const publish = (body: unknown) => {
  current = { totals: readTotals(body), known: true };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const load = () => {
  if (requested) return;
  requested = true;
  const stale = storage()?.getItem(staleKey) === '1';
  const stored = stale ? undefined : readStored();
  if (stored) {
    publish(stored.body);
    if (Date.now() - stored.at < maxAgeMs) return;
  }
  fetchCampaignTotals(stale).then(
    (body) => {
      writeStored(body);
      publish(body);
    },
    () => {
      // The figures are a nicety: without the API, what the page shows stays as it is.
    },
  );
};

/**
 * After the visitor's own donation succeeded: the tab's copy is dropped and the next figures are
 * fetched past the browser's cache, so the donor sees their gift counted.
 */
export function forgetCampaignTotals() {
  try {
    storage()?.removeItem(storageKey);
    storage()?.setItem(staleKey, '1');
  } catch {
    // Nothing stored, nothing to forget.
  }
  requested = false;
  current = unknown;
}

/**
 * The campaign's totals and whether they are known yet. The first component that asks fetches
 * them once for the whole page load, after it has rendered (never blocking the first paint); the
 * tab's copy of a recent answer shows at once. Prerendered HTML and hydration always see the
 * unknown state, so the server's and the browser's first render agree.
 */
export function useCampaignTotalsState(): CampaignTotalsState {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => unknown,
  );
}

/**
 * The campaign's totals (amount raised, contributors), overall and per enterprise; until they
 * arrive, or if the API fails, every figure is zero.
 */
export function useCampaignTotals(): CampaignTotals {
  return useCampaignTotalsState().totals;
}
