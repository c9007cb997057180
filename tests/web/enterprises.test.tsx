import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

const cardNames = () =>
  screen.getAllByRole('article').map((card) =>
    within(card)
      .getByRole('heading')
      .textContent?.replace(/^\S+\s/, ''),
  );

const renderList = (language: 'bm' | 'eng' = 'eng') =>
  renderApp('/support-us/support-enterprise', { language });

describe('enterprise list filters', () => {
  it('shows all seven enterprises with a pill for All and each distinct category', async () => {
    renderList('eng');
    const pills = await screen.findByRole('group', { name: 'Category' });
    expect(
      within(pills)
        .getAllByRole('button')
        .map((pill) => pill.textContent),
    ).toEqual(['All', 'Cost of Living', 'Food Security', 'Social Mobility']);
    expect(cardNames()).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('7 enterprises');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderList('eng');
    await user.click(await screen.findByRole('button', { name: 'Food Security' }));
    expect(cardNames()).toEqual(['Kesum', 'TanamDuit']);
    expect(screen.getByRole('button', { name: 'Food Security' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('searches name and description case-insensitively', async () => {
    const user = userEvent.setup();
    renderList('eng');
    await user.type(await screen.findByRole('searchbox', { name: 'Search enterprises' }), 'fLeXi');
    expect(cardNames()).toEqual(['FlexiMart']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'SOLAR');
    expect(cardNames()).toEqual(['Suria']);
  });

  it('filters by location and shows an empty state that clears the filters', async () => {
    const user = userEvent.setup();
    renderList('eng');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Rembau');
    expect(cardNames()).toEqual(['TanamDuit']);
    await user.type(screen.getByRole('searchbox'), 'kesum');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No enterprise matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toHaveLength(7);
  });

  it('resets the category to All when the language changes', async () => {
    const user = userEvent.setup();
    const { router } = renderList('eng');
    await user.click(await screen.findByRole('button', { name: 'Social Mobility' }));
    expect(cardNames()).toEqual(['SagaSivik', 'CLIB', 'PinjamGajet']);
    await user.click(screen.getByRole('button', { name: 'MS Bahasa Melayu' }));
    expect(await screen.findByRole('button', { name: 'Semua' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.pathname).toBe('/support-us/support-enterprise');
    expect(cardNames()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Akses Makanan' })).toBeInTheDocument();
  });
});

describe('enterprise card', () => {
  it('shows category, location, partner counts, contributors (0), amount and a link to /en/{slug}', async () => {
    renderList('eng');
    const card = (await screen.findAllByRole('article'))[1] as HTMLElement;
    expect(within(card).getByRole('heading', { name: /Kesum/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('Food Security');
    expect(card).toHaveTextContent('Wangsa Maju');
    const counters = within(card).getByRole('group', { name: 'Kesum in numbers' });
    expect(counters).toHaveTextContent('Equity partners0/2');
    expect(counters).toHaveTextContent('Asset partners0/2');
    expect(counters).toHaveTextContent('Operations partners0/5');
    expect(counters).toHaveTextContent('Contributors0');
    expect(counters).toHaveTextContent('Amount collectedRM0');
    expect(within(card).getByRole('link', { name: /Learn More & Contribute/ })).toHaveAttribute(
      'href',
      '/en/kesum',
    );
  });

  it('replaces a broken image with a coloured placeholder naming the enterprise', async () => {
    renderList('bm');
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    const image = within(card).getByRole('img', { name: /FlexiMart/ });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = within(card).getByRole('img', { name: 'FlexiMart' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('FlexiMart');
    // Its tint comes from the stylesheet: the CSP refuses inline styles in prerendered HTML.
    expect(placeholder.getAttribute('style')).toBeNull();
    expect(placeholder).toHaveClass('enterprise-image--tint-1');
  });

  it('shows the placeholder for an image that failed before the app took it over', async () => {
    // As a prerendered page's image that failed before hydration: complete, with no pixels, and
    // its error event long gone.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      renderApp('/kesum', { language: 'eng' });
      const placeholder = await screen.findByRole('img', { name: 'Kesum' });
      expect(placeholder.tagName).toBe('DIV');
      expect(placeholder).toHaveTextContent('Kesum');
    } finally {
      complete.mockRestore();
    }
  });
});

describe('enterprise detail', () => {
  it.each([
    ['/kesum', 'Kesum'],
    ['/our-enterprise/2', 'Kesum'],
    ['/our-enterprise/solar', 'Suria'],
    ['/our-enterprise/99', 'FlexiMart'],
    ['/our-enterprise', 'FlexiMart'],
  ])('%s shows %s', async (path, name) => {
    renderApp(path, { language: 'eng' });
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(name) }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Enterprise | Gerakan Sektor Ketiga'));
  });

  it('shows every element the spec lists, in Malay', async () => {
    renderApp('/tanamduit', { language: 'bm' });
    await screen.findByRole('heading', { level: 1, name: /TanamDuit/ });
    expect(screen.getByRole('link', { name: 'Kembali ke Sokong Kami' })).toHaveAttribute(
      'href',
      '/support-us',
    );
    expect(screen.getByText('Akses Makanan')).toBeInTheDocument();
    expect(screen.getByText('Rembau')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beroperasi Mulai September 2025' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sumbang' })).toHaveAttribute(
      'href',
      '/contribute?enterprise=tanamduit',
    );
    for (const heading of ['Apa', 'Mengapa', 'Bagaimana', 'Rakan Kongsi Yang Kami Perlukan']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Kongsi TanamDuit' })).toBeInTheDocument();
    const needs = screen.getByRole('heading', { name: 'Rakan Kongsi Yang Kami Perlukan' })
      .parentElement as HTMLElement;
    expect(
      within(needs)
        .getAllByText(/diperlukan$/)
        .map((node) => node.textContent),
    ).toEqual(['3 diperlukan', '1 diperlukan', '5 diperlukan']);
  });

  it('answers an unknown top-level name with the not-found page', async () => {
    renderApp('/no-such-enterprise', { language: 'eng' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found.' })).toBeInTheDocument();
  });
});

describe('home', () => {
  it.each([
    ['eng', 'Third Sector', '/en/support-us', 'Third', 'View All Enterprise'],
    ['bm', 'Sektor Ketiga', '/support-us', 'Ketiga', 'Lihat Semua Perusahaan'],
  ] as const)(
    'in %s orders the heading "%s" by language and links to %s',
    async (language, heading, supportUs, em, viewAll) => {
      renderApp('/', { language });
      const h2 = await screen.findByRole('heading', { name: heading });
      expect(h2.querySelector('em')).toHaveTextContent(em);
      expect(screen.getByRole('link', { name: viewAll })).toHaveAttribute('href', supportUs);
    },
  );

  it('opens the three topics in a dialog that closes by X, backdrop and Escape', async () => {
    const user = userEvent.setup();
    renderApp('/', { language: 'eng' });
    await user.click(
      await screen.findByRole('button', { name: /Who is Part of a Social Enterprise/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Who is Part of a Social Enterprise' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['The Community', 'The Workers', 'The Partners']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: /What is the Social Enterprise Business Model/ }),
    );
    expect(screen.getAllByRole('heading', { level: 3, name: /profit:/ })).toHaveLength(2);
    fireEvent.click(document.querySelector('.dialog__backdrop') as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /What are Social Enterprises/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the overview PDF of the active language in a new tab', async () => {
    renderApp('/', { language: 'bm' });
    const link = await screen.findByRole('link', { name: /Baca gambaran keseluruhan/ });
    expect(link).toHaveAttribute('href', '/downloads/sektor-ketiga-overview-bm.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
