import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HookModule from '../../web/src/features/donation/hooks/use-campaign-totals';
import { json, mockApi } from './payment-api-mock';

type Hook = typeof HookModule;

// The hook keeps one fetch per page load in module state: each test loads a fresh module.
let hook: Hook;

beforeEach(async () => {
  sessionStorage.clear();
  vi.resetModules();
  hook = await import('../../web/src/features/donation/hooks/use-campaign-totals');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Overall() {
  const { overall } = hook.useCampaignTotals();
  return (
    <p data-testid="overall">
      {overall.amount} / {overall.contributors}
    </p>
  );
}

function Kesum() {
  const { enterprises } = hook.useCampaignTotals();
  return (
    <p data-testid="kesum">
      {enterprises.kesum.amount} / {enterprises.kesum.contributors}
    </p>
  );
}

describe('useCampaignTotals', () => {
  it('fetches once for every component on the page and shares the result', async () => {
    const { fetchMock } = mockApi({
      'GET /api/campaign/totals': () =>
        json({
          overall: { amount: 1250, contributors: 9 },
          enterprises: { kesum: { amount: 300, contributors: 2 } },
        }),
    });
    render(
      <>
        <Overall />
        <Kesum />
        <Kesum />
      </>,
    );
    expect(screen.getByTestId('overall')).toHaveTextContent('0 / 0');
    await waitFor(() => expect(screen.getByTestId('overall')).toHaveTextContent('1250 / 9'));
    expect(screen.getAllByTestId('kesum').map((node) => node.textContent)).toEqual([
      '300 / 2',
      '300 / 2',
    ]);
    render(<Overall />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fills in zeros for missing or malformed figures', async () => {
    mockApi({
      'GET /api/campaign/totals': () =>
        json({
          overall: { amount: 'lots', contributors: -3 },
          enterprises: { kesum: { amount: 40, contributors: 'two' }, solar: null },
        }),
    });
    render(
      <>
        <Overall />
        <Kesum />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('kesum')).toHaveTextContent('40 / 0'));
    expect(screen.getByTestId('overall')).toHaveTextContent('0 / 0');
  });

  it('fails quietly to zeros when the API is unreachable', async () => {
    const { fetchMock } = mockApi({
      'GET /api/campaign/totals': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    render(<Overall />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('overall')).toHaveTextContent('0 / 0');
  });
});

/** A fresh page load: the hook's module state gone, the tab's sessionStorage kept. */
const reload = async () => {
  vi.resetModules();
  hook = await import('../../web/src/features/donation/hooks/use-campaign-totals');
};

const answer = { overall: { amount: 1250, contributors: 9 }, enterprises: {} };

describe('the campaign totals, cached for the tab', () => {
  it('shows the tab’s recent copy on the next page without asking the API again', async () => {
    const { fetchMock } = mockApi({ 'GET /api/campaign/totals': () => json(answer) });
    const first = render(<Overall />);
    await waitFor(() => expect(screen.getByTestId('overall')).toHaveTextContent('1250 / 9'));
    first.unmount();
    await reload();
    render(<Overall />);
    expect(screen.getByTestId('overall')).toHaveTextContent('1250 / 9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again once the copy is older than the API’s max-age, showing the copy meanwhile', async () => {
    const { fetchMock } = mockApi({ 'GET /api/campaign/totals': () => json(answer) });
    const first = render(<Overall />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.unmount();
    const stored = JSON.parse(sessionStorage.getItem('campaignTotals') ?? '{}') as { at: number };
    sessionStorage.setItem('campaignTotals', JSON.stringify({ ...stored, at: stored.at - 31_000 }));
    await reload();
    mockApi({
      'GET /api/campaign/totals': () =>
        json({ ...answer, overall: { amount: 1300, contributors: 10 } }),
    });
    render(<Overall />);
    expect(screen.getByTestId('overall')).toHaveTextContent('1250 / 9');
    await waitFor(() => expect(screen.getByTestId('overall')).toHaveTextContent('1300 / 10'));
  });

  it('after the visitor’s own success, fetches past every cache', async () => {
    mockApi({ 'GET /api/campaign/totals': () => json(answer) });
    const first = render(<Overall />);
    await waitFor(() => expect(screen.getByTestId('overall')).toHaveTextContent('1250 / 9'));
    first.unmount();
    hook.forgetCampaignTotals();
    await reload();
    const { fetchMock } = mockApi({
      'GET /api/campaign/totals': () =>
        json({ ...answer, overall: { amount: 1300, contributors: 10 } }),
    });
    render(<Overall />);
    await waitFor(() => expect(screen.getByTestId('overall')).toHaveTextContent('1300 / 10'));
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
  });
});
