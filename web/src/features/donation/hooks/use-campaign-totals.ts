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

// One fetch per page load, shared by every component that shows a counter.
let current = zeroCampaignTotals;
let requested = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const load = () => {
  if (requested) return;
  requested = true;
  fetchCampaignTotals().then(
    (body) => {
      current = readTotals(body);
      for (const listener of listeners) listener();
    },
    () => {
      // Counters are a nicety: without the API they stay at zero.
    },
  );
};

/**
 * The campaign's totals (amount raised, contributors), overall and per enterprise. The first
 * component that asks fetches them once for the whole page load; until they arrive, or if the API
 * fails, every figure is zero.
 */
export function useCampaignTotals(): CampaignTotals {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
