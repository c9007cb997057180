import { termsOfUse } from '@gsk/core/content';
import type { Language } from '@gsk/core/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

const languages: Language[] = ['bm', 'eng'];

// The spec's list of sections, in its order.
const sectionIds = [
  'basics',
  'digital-apps',
  'intellectual-property',
  'data-protection',
  'crowdfunding',
  'returns',
  'shipping',
  'confidentiality',
  'force-majeure',
  'governing-law',
  'glossary',
];

const sectionText = (id: string) => document.getElementById(id)?.textContent ?? '';

describe.each(languages)('/terms in %s', (language) => {
  it('has every section the spec lists, numbered, with a table of contents linking to each', async () => {
    renderApp('/terms', { language });
    const terms = termsOfUse(language);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(terms.title);
    expect(terms.sections.map((section) => section.id)).toEqual(sectionIds);

    const contents = screen.getByRole('navigation', {
      name: language === 'bm' ? 'Kandungan' : 'Contents',
    });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sectionIds.map((id) => `#${id}`),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      terms.sections.map((section) => section.heading),
    );
    terms.sections.forEach((section, index) => {
      const region = screen.getByRole('region', { name: `${index + 1}. ${section.heading}` });
      expect(region.id).toBe(section.id);
      expect(region.textContent?.length).toBeGreaterThan(200);
    });
  });

  it('states the 30-day return window, tracked shipping above RM300 and Malaysian law', async () => {
    renderApp('/terms', { language });
    await screen.findByRole('heading', { level: 1 });
    expect(sectionText('returns')).toContain(language === 'bm' ? '30 hari' : '30 days');
    expect(sectionText('shipping')).toContain('RM300');
    expect(sectionText('shipping')).toMatch(language === 'bm' ? /berjejak/ : /tracked/);
    expect(sectionText('governing-law')).toMatch(
      language === 'bm' ? /undang-undang Malaysia/ : /laws of Malaysia/,
    );
    expect(sectionText('crowdfunding')).toContain('RM10,000');
    expect(sectionText('data-protection')).toContain(language === 'bm' ? '21 hari' : '21 days');
    const glossary = document.getElementById('glossary') as HTMLElement;
    expect(within(glossary).getAllByRole('term').length).toBeGreaterThanOrEqual(10);
    const related =
      language === 'bm' ? 'Baca juga Dasar Privasi kami' : 'Read our Privacy Policy too';
    expect(screen.getByRole('link', { name: related })).toHaveAttribute(
      'href',
      language === 'bm' ? '/privacy-policy' : '/en/privacy-policy',
    );
  });
});

it.each([
  ['bm', 'Terma Penggunaan | Gerakan Sektor Ketiga'],
  ['eng', 'Terms of Use | Gerakan Sektor Ketiga'],
] as const)('/terms sets its page title in %s', async (language, title) => {
  renderApp('/terms', { language });
  await waitFor(() => expect(document.title).toBe(title));
});
