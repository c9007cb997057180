import { policyArea, policyAreaIds, policyLabels } from '@gsk/core/content';
import type { Language } from '@gsk/core/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { altTexts } from '../../web/src/lib/artwork';
import { overviewPdf, policyBriefPdf } from '../../web/src/config/downloads';
import { pdfPlan } from '../../web/scripts/pdf/build';
import { renderApp } from '../support/render-app';

const languages: Language[] = ['bm', 'eng'];
const download: Record<Language, string> = {
  bm: 'Muat turun ringkasan dasar',
  eng: 'Download policy brief',
};
const toExpert: Record<Language, string> = {
  bm: 'Sumbangkan kepakaran anda',
  eng: 'Contribute your expertise',
};
// Pages of the site in each language: Malay at the spec's paths, English under /en.
const suria: Record<Language, string> = { bm: '/solar', eng: '/en/solar' };
const expertContribution: Record<Language, string> = {
  bm: '/expert-contribution',
  eng: '/en/expert-contribution',
};

let scrolled: Element[];

beforeEach(() => {
  scrolled = [];
  // jsdom has no layout, so no scrollIntoView; record which element the page asks to show.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const areaToggles = () =>
  policyAreaIds.map((id) => document.getElementById(`policy-${id}-toggle`) as HTMLElement);

describe.each(languages)('/policies in %s', (language) => {
  it('shows the banner and the five areas in order, each collapsed with its summary', async () => {
    renderApp('/policies', { language });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      language === 'bm' ? 'Lima bidang dasar' : 'Five policy areas',
    );
    const titles = policyAreaIds.map((id) => policyArea(id, language).title);
    expect(areaToggles().map((toggle) => toggle.textContent)).toEqual(titles);
    for (const id of policyAreaIds) {
      const toggle = screen.getByRole('button', { name: policyArea(id, language).title });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(region).not.toBeVisible();
      expect(screen.getByText(policyArea(id, language).summary)).toBeVisible();
    }
    for (const id of policyAreaIds) {
      const article = document.getElementById(id) as HTMLElement;
      expect(within(article).getByRole('img')).toHaveAttribute(
        'alt',
        altTexts.get(language)[`policies/${id}`],
      );
    }
  });

  it('links each area to its policy brief PDF in the active language, as a download', async () => {
    renderApp('/policies', { language });
    const generated = pdfPlan().map((entry) => entry.url);
    for (const id of policyAreaIds) {
      const title = policyArea(id, language).title;
      const link = await screen.findByRole('link', {
        name: `${download[language]}: ${title}, PDF`,
      });
      expect(link).toHaveAttribute('href', policyBriefPdf(id, language));
      expect(link).toHaveAttribute('download');
      expect(link).toHaveTextContent(download[language]);
      expect(generated).toContain(link.getAttribute('href'));
    }
    const overview = screen.getByRole('link', {
      name: language === 'bm' ? /gambaran keseluruhan/i : /overview/i,
    });
    expect(overview).toHaveAttribute('href', overviewPdf(language));
    expect(overview).toHaveAttribute('download');
  });

  it('opens and closes an area: problem, proposals, the Third Sector and its enterprises', async () => {
    const user = userEvent.setup();
    renderApp('/policies', { language });
    const area = policyArea('housing', language);
    const labels = policyLabels[language];
    const toggle = await screen.findByRole('button', { name: area.title });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: area.title });
    expect(region).toBeVisible();
    expect(region.id).toBe(toggle.getAttribute('aria-controls'));
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([labels.problem, labels.proposals, labels.thirdSector, labels.enterprises]);
    for (const paragraph of area.problem) expect(within(region).getByText(paragraph)).toBeVisible();
    expect(within(region).getAllByRole('listitem').slice(0, area.proposals.length)).toHaveLength(5);
    expect(within(region).getByRole('link', { name: /Suria/ })).toHaveAttribute(
      'href',
      suria[language],
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toBeVisible();
  });

  it('scrolls to the expert call-to-action, which links to the expert contribution page', async () => {
    const user = userEvent.setup();
    renderApp('/policies', { language });
    const buttons = await screen.findAllByRole('button', { name: toExpert[language] });
    expect(buttons).toHaveLength(1 + policyAreaIds.length);
    const call = document.getElementById('expert-call');
    expect(call).not.toBeNull();

    await user.click(buttons[3] as HTMLElement);
    expect(scrolled).toEqual([call]);
    expect(call).toHaveFocus();

    const link = within(call as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute('href', expertContribution[language]);
  });
});

describe('/policies', () => {
  it('opens the area a link names by its hash', async () => {
    renderApp('/policies#energy', { language: 'eng' });
    const toggle = await screen.findByRole('button', { name: 'Energy and renewables' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Food security' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The scroll happens in an effect after the first paint; wait for it rather than race it.
    await waitFor(() => expect(scrolled).toContain(document.getElementById('energy')));
  });

  it('follows a language change: titles and PDF links switch together', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/policies', { language: 'bm' });
    await screen.findByRole('button', { name: 'Keterjaminan makanan' });
    await user.click(screen.getByRole('button', { name: 'EN English' }));
    expect(await screen.findByRole('button', { name: 'Food security' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download policy brief: Food security, PDF' }),
    ).toHaveAttribute('href', '/downloads/policy-brief-food-security-eng.pdf');
    expect(router.state.location.pathname).toBe('/en/policies');
  });

  it.each([
    ['bm', 'Dasar Radikal | Gerakan Sektor Ketiga'],
    ['eng', 'Radical Policies | Gerakan Sektor Ketiga'],
  ] as const)('sets the page title and description in %s', async (language, title) => {
    renderApp('/policies', { language });
    await waitFor(() => expect(document.title).toBe(title));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain(language === 'bm' ? 'keterjaminan makanan' : 'food security');
  });
});
