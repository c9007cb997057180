import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi } from './payment-api-mock';

beforeEach(() => {
  sessionStorage.clear();
  // The totals hook keeps one fetch per page load in module state: each test loads the app (and
  // its pages, which import the hook) afresh.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const totals = {
  overall: { amount: 12_345, contributors: 87 },
  enterprises: { kesum: { amount: 300, contributors: 2 } },
};

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the overall campaign totals', () => {
  it.each([
    ['/', 'bm', 'Kempen setakat ini', 'Dana terkumpul', 'Penyumbang'],
    ['/contribute', 'bm', 'Kempen setakat ini', 'Dana terkumpul', 'Penyumbang'],
    ['/', 'eng', 'The campaign so far', 'Raised', 'Contributors'],
    ['/contribute', 'eng', 'The campaign so far', 'Raised', 'Contributors'],
  ] as const)(
    'show on %s in %s: a held place, then the amount raised and contributors',
    async (path, language, title, raised, contributors) => {
      const answer = deferred<Response>();
      mockApi({ 'GET /api/campaign/totals': () => answer.promise });
      const { renderApp } = await import('../support/render-app');
      renderApp(path, { language });
      const region = await screen.findByRole('region', { name: title });
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(figure(region, raised)).toBe('—');
      expect(figure(region, contributors)).toBe('—');
      answer.resolve(json(totals));
      await waitFor(() => expect(figure(region, raised)).toBe('RM12,345'));
      expect(figure(region, contributors)).toBe('87');
      expect(region).toHaveAttribute('aria-busy', 'false');
    },
  );
});
