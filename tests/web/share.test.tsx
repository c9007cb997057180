import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../web/src/components/share/share-button';
import { shareHref, truncateLink } from '../../web/src/components/share/share-links';
import { renderApp } from '../support/render-app';

const content = {
  url: 'https://sektorketiga.my/kesum?ref=share&lang=bm',
  title: 'Kesum',
  text: 'Kesum: dapur komuniti di Wangsa Maju',
};

describe('shareHref', () => {
  it('builds the six channel addresses with the page link and the movement hashtags', () => {
    const url = encodeURIComponent(content.url);
    expect(shareHref('whatsapp', content)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${content.text} #GerakanSektorKetiga #SocialEnterprise #Malaysia\n${content.url}`)}`,
    );
    expect(shareHref('telegram', content)).toBe(
      `https://t.me/share/url?url=${url}&text=${encodeURIComponent(`${content.text} #GerakanSektorKetiga #SocialEnterprise #Malaysia`)}`,
    );
    expect(shareHref('facebook', content)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${url}&hashtag=%23GerakanSektorKetiga`,
    );
    expect(shareHref('x', content)).toBe(
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(content.text)}&hashtags=GerakanSektorKetiga%2CSocialEnterprise%2CMalaysia`,
    );
    expect(shareHref('email', content)).toBe(
      `mailto:?subject=Kesum&body=${encodeURIComponent(`${content.text} #GerakanSektorKetiga #SocialEnterprise #Malaysia\n\n${content.url}`)}`,
    );
    expect(shareHref('linkedin', content)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
  });
});

describe('truncateLink', () => {
  it('keeps 35 characters and adds ... only when the link is longer', () => {
    expect(truncateLink(content.url)).toBe('https://sektorketiga.my/kesum?ref=s...');
    expect(truncateLink(content.url).length).toBe(38);
    const exact = 'https://sektorketiga.my/abcdefghijk';
    expect(exact.length).toBe(35);
    expect(truncateLink(exact)).toBe(exact);
  });
});

const renderShare = (language: 'bm' | 'eng') =>
  renderApp('/', {
    language,
    routes: [{ path: '/', element: <ShareButton content={content} label="Share Kesum" /> }],
  });

describe('ShareDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens each channel in a 600x400 popup', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderShare('eng');
    await user.click(screen.getByRole('button', { name: 'Share Kesum' }));
    // The dialog's code loads with the first click.
    await screen.findByRole('dialog', { name: 'Share' });
    for (const name of ['WhatsApp', 'Telegram', 'Facebook', 'X (Twitter)', 'LinkedIn']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(open).toHaveBeenCalledTimes(5);
    for (const call of open.mock.calls) {
      expect(call[2]).toMatch(/^width=600,height=400,/);
    }
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\//);
  });

  it.each([
    ['eng', 'Copy', 'Link copied to clipboard!'],
    ['bm', 'Salin', 'Pautan telah disalin ke papan klip!'],
  ] as const)('in %s copies the full link and says so', async (language, copy, copied) => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderShare(language);
    await user.click(screen.getByRole('button', { name: 'Share Kesum' }));
    expect(await screen.findByText('https://sektorketiga.my/kesum?ref=s...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy }));
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(await screen.findByRole('status')).toHaveTextContent(copied);
  });

  it('only logs a clipboard failure', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderShare('eng');
    await user.click(screen.getByRole('button', { name: 'Share Kesum' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('opens with Enter or Space and closes by the cross, the backdrop and Escape', async () => {
    const user = userEvent.setup();
    renderShare('eng');
    const opener = screen.getByRole('button', { name: 'Share Kesum' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(document.querySelector('.dialog__backdrop') as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
