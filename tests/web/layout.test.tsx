import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '../../web/src/app/layout/root-layout';
import { routes } from '../../web/src/app/router';
import { PageOutlet } from '../../web/src/app/routes/route-error';
import { renderApp } from '../support/render-app';

describe('header', () => {
  it("shows the spec's three links, then programmes, volunteering, radical policies, FAQ, contact and the shop, and the language switch with Malay active by default", async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Utama',
      'Sokong Kami',
      'Sumbang',
      'Program',
      'Sukarelawan',
      'Dasar Radikal',
      'Soalan Lazim',
      'Hubungi Kami',
      'Kedai',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dasar Radikal' })).toHaveAttribute(
      'href',
      '/policies',
    );
    expect(screen.getByRole('button', { name: 'MS Bahasa Melayu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.documentElement.lang).toBe('ms');
  });

  it('switches every label to English at /en, highlights EN and stores the choice', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'EN English' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.pathname).toBe('/en');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Support Us',
      'Contribute',
      'Programmes',
      'Volunteer',
      'Radical Policies',
      'FAQ',
      'Contact',
      'Shop',
    ]);
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en/faq');
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('language')).toBe('eng');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/', 'bm', 'Utama', 'Soalan Lazim'],
    ['/en', 'eng', 'Home', 'FAQ'],
    ['/en/', 'eng', 'Home', 'FAQ'],
    ['/faq/', 'bm', 'Soalan Lazim', 'Hubungi Kami'],
    ['/en/faq/', 'eng', 'FAQ', 'Contact'],
  ] as const)(
    'marks the page shown at %s (%s; a trailing slash names the same page) as current, and only the next one once the visitor moves on',
    async (path, language, shown, next) => {
      const user = userEvent.setup();
      // The address exactly as given (renderApp would localize it, dropping a trailing slash).
      renderApp(path, { language, routes: [...routes] });
      const nav = await screen.findByRole('navigation', { name: /Navigasi utama|Main navigation/ });
      const current = () =>
        within(nav)
          .getAllByRole('link')
          .filter((link) => link.getAttribute('aria-current') === 'page')
          .map((link) => link.textContent);
      expect(current()).toEqual([shown]);
      expect(within(nav).getByRole('link', { name: shown })).toHaveClass('active');
      await user.click(within(nav).getByRole('link', { name: next }));
      await waitFor(() => expect(current()).toEqual([next]));
      expect(within(nav).getByRole('link', { name: shown })).not.toHaveClass('active');
    },
  );

  it('opens the mobile menu with scroll locked; a link tap or Escape closes it and restores focus', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const open = await screen.findByRole('button', { name: 'Buka menu' });
    await user.click(open);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(menu).getByRole('link', { name: 'Sumbang' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contribute'));

    await user.click(open);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Hubungi Kami',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hubungi kami' }),
    ).toBeInTheDocument();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});

describe('footer', () => {
  it('links the pages a visitor looks for (policies and the expert call, FAQ, contact, terms, privacy), opens social links in a new tab, and prints the 2025 line', async () => {
    renderApp('/', { language: 'eng' });
    const footer = await screen.findByRole('contentinfo');
    const explore = within(footer).getByRole('navigation', { name: 'Explore' });
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en',
      '/en/support-us',
      '/en/contribute',
      '/en/crowdfund',
      '/en/where-the-money-went',
      '/en/shop',
      '/en/programmes',
      '/en/policies',
      '/en/expert-contribution',
    ]);
    expect(within(explore).getByRole('link', { name: 'Where the Money Went' })).toBeVisible();
    expect(within(explore).getByRole('link', { name: 'Crowdfund' })).toBeVisible();
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['FAQ', '/en/faq'],
      ['Contact', '/en/contact'],
      ['Terms of Use', '/en/terms'],
      ['Privacy Policy', '/en/privacy-policy'],
      ['Personal Data Request', '/en/privacy-request'],
    ]);
    const social = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((link) => link.textContent?.split(' ')[0])).toEqual([
      'Facebook',
      'Instagram',
      'Twitter',
      'YouTube',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByText(/© 2025 Gerakan Sektor Ketiga/)).toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it.each([
    ['bm', 'Halaman Tidak Dijumpai.', 'Kembali', '/'],
    ['eng', 'Page Not Found.', 'Back', '/en'],
  ] as const)('in %s says %s with a link home (%s)', async (language, title, back, home) => {
    renderApp('/no/such/page', { language });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', home);
  });
});

describe('router error screen', () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    const Broken = () => {
      throw new Error('Loading chunk failed');
    };
    const originalError = console.error;
    console.error = () => undefined;
    renderApp('/', {
      routes: [
        {
          path: '/',
          element: <RootLayout language="bm" />,
          children: [
            {
              element: <PageOutlet />,
              children: [{ index: true, element: <Broken /> }],
            },
          ],
        },
      ],
    });
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
    console.error = originalError;
  });
});

describe('page titles', () => {
  it('names the page and the product, in the active language', async () => {
    renderApp('/contribute', { language: 'bm' });
    await waitFor(() => expect(document.title).toBe('Sumbang | Gerakan Sektor Ketiga'));
  });
});
