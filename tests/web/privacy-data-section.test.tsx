import type { Language } from '@gsk/core/i18n/language';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../web/src/app/provider';
import { DataSection } from '../../web/src/features/privacy/components/data-section';
import { initI18n } from '../support/i18n';
import { axeViolations } from '../support/render-staff';

/*
 * The "Data anda / Your data" section of the profile's privacy page (issue 32), on its own: what
 * the download holds and its two links, in both languages, accessible.
 */

const renderSection = (language: Language) =>
  render(
    <AppProvider i18n={initI18n(language)}>
      <MemoryRouter>
        <DataSection />
      </MemoryRouter>
    </AppProvider>,
  );

const cases = [
  {
    language: 'bm',
    heading: 'Data anda',
    json: 'Muat turun data saya (JSON)',
    summary: 'Muat turun ringkasan yang mudah dibaca',
    holds: /sumbangan anda, pesanan kedai anda/i,
    days: 'Kami menjawab dalam masa 21 hari.',
  },
  {
    language: 'eng',
    heading: 'Your data',
    json: 'Download my data (JSON)',
    summary: 'Download a readable summary',
    holds: /your donations, your shop orders/i,
    days: 'We answer within 21 days.',
  },
] as const;

describe.each(cases)('the data section in $language', (expected) => {
  it('says what the download holds and links both downloads, the summary in the page’s language', () => {
    renderSection(expected.language);
    const section = screen.getByRole('region', { name: expected.heading });
    expect(within(section).getAllByRole('listitem').length).toBe(8);
    expect(within(section).getByText(expected.holds)).toBeTruthy();
    const json = within(section).getByRole('link', { name: expected.json });
    expect(json.getAttribute('href')).toBe('/api/account/data');
    expect(json.hasAttribute('download')).toBe(true);
    const summary = within(section).getByRole('link', { name: expected.summary });
    expect(summary.getAttribute('href')).toBe(
      `/api/account/data/summary?language=${expected.language}`,
    );
    expect(summary.hasAttribute('download')).toBe(true);
    expect(within(section).getByText(expected.days, { exact: false })).toBeTruthy();
  });

  it('has no accessibility violation', async () => {
    const { container } = renderSection(expected.language);
    expect(await axeViolations(container)).toEqual([]);
  });
});
