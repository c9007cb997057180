import type { LedgerMonth, PublicLedger } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarMonths, valueScale } from '../../web/src/features/ledger/lib/ledger-months';
import { renderApp } from '../support/render-app';
import { axeViolations } from '../support/render-staff';
import { deferred, json, mockApi } from './payment-api-mock';

/** Kesum's ledger: three months (March with nothing), two disbursements, one for a campaign. */
const kesum: PublicLedger = {
  fund: 'kesum',
  raisedSen: 1_234_500,
  spentSen: 380_044,
  balanceSen: 854_456,
  contributors: 87,
  months: [
    { month: '2026-02', raisedSen: 500_000, spentSen: 0, balanceSen: 500_000 },
    { month: '2026-04', raisedSen: 734_500, spentSen: 380_044, balanceSen: 854_456 },
  ],
  disbursements: [
    {
      id: 'd-2',
      paidOn: '2026-04-18',
      amountSen: 250_044,
      category: 'equipment',
      description: { bm: 'Dapur gas dua tungku', eng: 'A two-burner gas stove' },
      enterprise: 'kesum',
      campaign: { id: 'dapur-kesum', title: { bm: 'Dapur Kesum', eng: 'Kesum’s Kitchen' } },
    },
    {
      id: 'd-1',
      paidOn: '2026-04-02',
      amountSen: 130_000,
      category: 'wages',
      description: { bm: 'Gaji tukang masak, April', eng: 'Cook’s wages, April' },
      enterprise: 'kesum',
    },
  ],
};

const overall: PublicLedger = {
  ...kesum,
  fund: 'all',
  disbursements: [{ ...kesum.disbursements[1]!, campaign: undefined }],
};

const empty: PublicLedger = {
  fund: 'solar',
  raisedSen: 0,
  spentSen: 0,
  balanceSen: 0,
  contributors: 0,
  months: [],
  disbursements: [],
};

const copy = {
  bm: {
    overallHeading: 'Ke mana wang disalurkan',
    kesumHeading: 'Ke mana wang Kesum disalurkan',
    loading: 'Sedang memuatkan lejar…',
    raised: 'Dikumpul',
    spent: 'Dibelanjakan',
    balance: 'Baki',
    contributions: 'daripada 87 sumbangan',
    chart:
      'Wang dikumpul dan dibelanjakan setiap bulan, dan baki pada akhir bulan Dari Februari 2026 hingga April 2026: RM12,345.00 dikumpul, RM3,800.44 dibelanjakan, baki RM8,544.56 pada akhir April 2026. Angka setiap bulan ada dalam jadual di bawah.',
    caption: 'Wang dikumpul, dibelanjakan dan baki setiap bulan',
    months: ['Februari 2026', 'Mac 2026', 'April 2026'],
    columns: ['Bulan', 'Dikumpul', 'Dibelanjakan', 'Baki pada akhir bulan'],
    category: 'Peralatan',
    wages: 'Gaji',
    paidOn: '18 April 2026',
    campaign: 'Kempen: Dapur Kesum',
    forKesum: 'Untuk Kesum',
    download: 'Muat turun lejar (CSV)',
    noDonor: 'Tiada penderma dinamakan di sini.',
    overallLink: 'Lihat lejar seluruh gerakan',
    empty:
      'Belum ada wang yang dikumpul atau dibelanjakan untuk Suria. Angka akan muncul di sini sebaik sahaja sumbangan pertama diterima.',
    error: 'Lejar tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
    title: 'Ke Mana Wang Disalurkan: Kesum | Gerakan Sektor Ketiga',
    notFound: 'Halaman Tidak Dijumpai.',
    footerLink: 'Ke Mana Wang Disalurkan',
  },
  eng: {
    overallHeading: 'Where the money went',
    kesumHeading: 'Where Kesum’s money went',
    loading: 'Loading the ledger…',
    raised: 'Raised',
    spent: 'Spent',
    balance: 'Balance',
    contributions: 'from 87 donations',
    chart:
      'Money raised and spent each month, and the balance at each month’s end From February 2026 to April 2026: RM12,345.00 raised, RM3,800.44 spent, a balance of RM8,544.56 at the end of April 2026. Each month’s figures are in the table below.',
    caption: 'Money raised, spent and the balance, month by month',
    months: ['February 2026', 'March 2026', 'April 2026'],
    columns: ['Month', 'Raised', 'Spent', 'Balance at the month’s end'],
    category: 'Equipment',
    wages: 'Wages',
    paidOn: '18 April 2026',
    campaign: 'Campaign: Kesum’s Kitchen',
    forKesum: 'For Kesum',
    download: 'Download the ledger (CSV)',
    noDonor: 'No donor is ever named here.',
    overallLink: 'See the whole movement’s ledger',
    empty:
      'Nothing has been raised or spent for Suria yet. The figures will appear here as soon as the first donation comes in.',
    error: 'The ledger could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    title: 'Where the Money Went: Kesum | Gerakan Sektor Ketiga',
    notFound: 'Page Not Found.',
    footerLink: 'Where the Money Went',
  },
} as const;

const prefix = (language: Language) => (language === 'bm' ? '' : '/en');

/** The text of a figure of the summary, by its term. */
const figure = (term: string) =>
  within(document.querySelector<HTMLElement>('.ledger-figures')!).getByText(term, {
    selector: 'dt',
  }).nextElementSibling?.textContent;

describe.each(['bm', 'eng'] as const)('where the money went in %s', (language) => {
  const text = copy[language];

  it('shows an enterprise’s raised, spent and balance to the sen, its months as a chart and a table, and its spending', async () => {
    const answer = deferred<void>();
    const api = mockApi({
      'GET /api/ledger/kesum': () => answer.promise.then(() => json(kesum)),
    });
    renderApp('/where-the-money-went/kesum', { language });
    expect(screen.getByRole('heading', { level: 1, name: text.kesumHeading })).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent(text.loading);
    answer.resolve();

    await screen.findByText('RM12,345.00');
    await waitFor(() => expect(document.title).toBe(text.title));
    expect(figure(text.raised)).toBe(`RM12,345.00${text.contributions}`);
    expect(figure(text.spent)).toBe('RM3,800.44');
    expect(figure(text.balance)).toBe('RM8,544.56');

    // The chart is an image named by its title and a summary in words.
    const chart = screen.getByRole('img');
    expect(chart.tagName).toBe('svg');
    expect(chart).toHaveAccessibleName(text.chart);
    // A bar pair per calendar month, the empty March included, and the balance line's points.
    expect(chart.querySelectorAll('.ledger-chart__raised')).toHaveLength(3);
    expect(chart.querySelectorAll('.ledger-chart__spent')).toHaveLength(3);
    expect(chart.querySelectorAll('.ledger-chart__point')).toHaveLength(3);

    const table = screen.getByRole('table', { name: text.caption });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(text.columns);
    expect(
      rows
        .slice(1)
        .map((row) =>
          [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
            (cell) => cell.textContent,
          ),
        ),
    ).toEqual([
      [text.months[0], 'RM5,000.00', 'RM0.00', 'RM5,000.00'],
      [text.months[1], 'RM0.00', 'RM0.00', 'RM5,000.00'],
      [text.months[2], 'RM7,345.00', 'RM3,800.44', 'RM8,544.56'],
    ]);

    const spending = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('disbursement'));
    expect(spending).toHaveLength(2);
    const [newest, older] = spending as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('RM2,500.44');
    expect(newest).toHaveTextContent(text.paidOn);
    expect(newest).toHaveTextContent(kesum.disbursements[0]!.description[language]);
    expect(within(newest).getByText(text.category)).toBeVisible();
    expect(within(newest).getByRole('link', { name: text.campaign })).toHaveAttribute(
      'href',
      `${prefix(language)}/crowdfund/dapur-kesum`,
    );
    expect(older).toHaveTextContent('RM1,300.00');
    expect(within(older).getByText(text.wages)).toBeVisible();
    // An enterprise's own ledger does not repeat its name on each line.
    expect(within(older).queryByText(text.forKesum)).toBeNull();

    expect(screen.getByRole('link', { name: text.download })).toHaveAttribute(
      'href',
      `/api/ledger/kesum/export?lang=${language}`,
    );
    expect(screen.getByText(text.noDonor, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: text.overallLink })).toHaveAttribute(
      'href',
      `${prefix(language)}/where-the-money-went`,
    );
    // The other six enterprises' ledgers, not its own.
    expect(screen.getByRole('link', { name: 'FlexiMart' })).toHaveAttribute(
      'href',
      `${prefix(language)}/where-the-money-went/fleximart`,
    );
    expect(screen.queryByRole('link', { name: 'Kesum' })).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/ledger/kesum']);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('shows the whole movement’s ledger, naming each disbursement’s enterprise', async () => {
    mockApi({ 'GET /api/ledger/all': () => json(overall) });
    renderApp('/where-the-money-went', { language });
    expect(screen.getByRole('heading', { level: 1, name: text.overallHeading })).toBeVisible();
    expect(await screen.findByText(text.forKesum)).toBeVisible();
    expect(screen.getByRole('link', { name: text.download })).toHaveAttribute(
      'href',
      `/api/ledger/all/export?lang=${language}`,
    );
    expect(screen.queryByRole('link', { name: text.overallLink })).toBeNull();
    expect(
      screen.getAllByRole('link', {
        name: /^(FlexiMart|Kesum|Suria|SagaSivik|CLIB|PinjamGajet|TanamDuit)$/,
      }).length,
    ).toBe(7);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('says so when nothing was raised or spent yet, with no chart', async () => {
    mockApi({ 'GET /api/ledger/solar': () => json(empty) });
    renderApp('/where-the-money-went/solar', { language });
    expect(await screen.findByText(text.empty)).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('tells a failure and loads again on retry', async () => {
    let failing = true;
    const api = mockApi({
      'GET /api/ledger/kesum': () =>
        failing ? json({ error: { code: 'internal' } }, 500) : json(kesum),
    });
    const user = userEvent.setup();
    renderApp('/where-the-money-went/kesum', { language });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.error);
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: text.retry }));
    expect(
      await screen.findByText('RM8,544.56', { selector: '.ledger-figures__amount' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });

  it('is linked from each enterprise’s page and from the footer of every page', async () => {
    mockApi({});
    renderApp('/kesum', { language });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: text.footerLink })).toHaveAttribute(
      'href',
      `${prefix(language)}/where-the-money-went/kesum`,
    );
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: text.footerLink }),
    ).toHaveAttribute('href', `${prefix(language)}/where-the-money-went`);
  });

  it('shows the not-found page for a slug that is no enterprise’s', async () => {
    const api = mockApi({});
    renderApp('/where-the-money-went/no-such-shop', { language });
    expect(await screen.findByRole('heading', { name: text.notFound })).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});

describe('the ledger chart’s months and axis', () => {
  const month = (value: string, balanceSen: number): LedgerMonth => ({
    month: value,
    raisedSen: balanceSen,
    spentSen: 0,
    balanceSen,
  });

  it('fills the calendar between known months, across a year’s end, oldest first', () => {
    expect(
      calendarMonths([month('2027-01', 900), month('2026-11', 500)]).map((m) => [
        m.month,
        m.raisedSen,
        m.balanceSen,
      ]),
    ).toEqual([
      ['2026-11', 500, 500],
      ['2026-12', 0, 500],
      ['2027-01', 900, 900],
    ]);
    expect(calendarMonths([])).toEqual([]);
  });

  it('ends the axis on round ringgit, from zero or below an overdrawn balance', () => {
    expect(valueScale(0, 1_234_500)).toEqual({
      min: 0,
      max: 1_500_000,
      ticks: [0, 500_000, 1_000_000, 1_500_000],
    });
    const overdrawn = valueScale(-30_000, 90_000);
    expect(overdrawn.min).toBeLessThanOrEqual(-30_000);
    expect(overdrawn.ticks).toContain(0);
    expect(overdrawn.ticks.every((tick) => tick % 100 === 0)).toBe(true);
    expect(valueScale(0, 0)).toEqual({ min: 0, max: 100, ticks: [0, 100] });
  });
});
