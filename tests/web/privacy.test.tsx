import { privacyStatement } from '@gsk/core/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

const sectionText = (id: string) => document.getElementById(id)?.textContent ?? '';

describe('/privacy-policy', () => {
  it('shows the Malay statement, with no translation notice, in Malay', async () => {
    renderApp('/privacy-policy', { language: 'bm' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pernyataan Privasi'),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.body.textContent).toContain('Akta Perlindungan Data Peribadi 2010');
    expect(sectionText('your-rights')).toContain('21 hari');
  });

  it('names what the site collects and how long it keeps it', async () => {
    renderApp('/privacy-policy', { language: 'bm' });
    await screen.findByRole('heading', { level: 1 });
    const collected = sectionText('data-we-collect');
    for (const item of ['nombor telefon', 'jumlah', 'catatan', 'alamat IP', 'eGHL', 'resume']) {
      expect(collected).toContain(item);
    }
    const retention = sectionText('retention');
    expect(retention).toContain('7 tahun');
    expect(retention).toContain('12 bulan (365 hari)');
    expect(sectionText('contact')).toContain('privacy@sektorketiga.my');
  });

  it('follows the PDPA principles: notice, disclosure, security, retention, integrity, access', async () => {
    renderApp('/privacy-policy', { language: 'eng' });
    await screen.findByRole('heading', { level: 1 });
    const ids = privacyStatement('eng').sections.map((section) => section.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'data-we-collect',
        'purposes',
        'disclosure',
        'security',
        'retention',
        'data-integrity',
        'your-rights',
      ]),
    );
    expect(privacyStatement('bm').sections.map((section) => section.id)).toEqual(ids);
    expect(sectionText('your-rights')).toContain('within 21 days');
  });

  it.each([
    {
      language: 'bm' as const,
      prefix: '',
      settings: 'Pergi ke tetapan privasi anda.',
      choices: 'Ubah pilihan anda dalam profil.',
      request: 'Buat permintaan tentang data anda.',
      breach: ['72 jam', '7 hari selepas memaklumkan Pesuruhjaya'],
    },
    {
      language: 'eng' as const,
      prefix: '/en',
      settings: 'Go to your privacy settings.',
      choices: 'Change your choices in your profile.',
      request: 'Make a request about your data.',
      breach: ['72 hours', '7 days of notifying the Commissioner'],
    },
  ])(
    'leads to the self-service pages and says what happens after a breach ($language)',
    async ({ language, prefix, settings, choices, request, breach }) => {
      renderApp('/privacy-policy', { language });
      await screen.findByRole('heading', { level: 1 });
      const rights = document.getElementById('your-rights') as HTMLElement;
      expect(within(rights).getByRole('link', { name: settings })).toHaveAttribute(
        'href',
        `${prefix}/profile/privacy`,
      );
      expect(within(rights).getByRole('link', { name: request })).toHaveAttribute(
        'href',
        `${prefix}/privacy-request`,
      );
      expect(sectionText('your-rights')).toContain('JSON');
      for (const words of breach) expect(sectionText('security')).toContain(words);
      // Consent per channel and purpose, changed in the profile.
      const purposes = document.getElementById('purposes') as HTMLElement;
      expect(within(purposes).getByRole('link', { name: choices })).toHaveAttribute(
        'href',
        `${prefix}/profile/privacy`,
      );
    },
  );

  it('marks the English version as a translation and leads back to the Malay original', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/privacy-policy', { language: 'eng' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacy Statement');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Translation.');
    expect(note).toHaveTextContent('the Malay version prevails');
    await user.click(within(note).getByRole('link', { name: 'Read the original in Malay' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pernyataan Privasi'),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // The Malay original has its own address, as every Malay page.
    expect(router.state.location.pathname).toBe('/privacy-policy');
    await waitFor(() => expect(document.title).toBe('Dasar Privasi | Gerakan Sektor Ketiga'));
  });
});
