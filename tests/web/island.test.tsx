import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languageCopy } from '@gsk/core/i18n/language-copy';
import type { Language } from '@gsk/core/i18n/language';
import { AppProvider } from '../../web/src/app/provider';
import { useLanguage } from '../../web/src/hooks/use-language';
import type { HeldAct } from '../../web/src/lib/boot';
import { island, preloadIslands } from '../../web/src/lib/island';
import { initI18n } from '../support/i18n';

/** A controlled form whose submit shows what React holds, and its error when the name is empty. */
function NameForm({ label }: { label: string }) {
  const [name, setName] = useState('');
  const [said, setSaid] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(name ? `sent ${name}` : 'name required');
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <label>
        Name
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Send</button>
      {said && <p role="status">{said}</p>}
    </form>
  );
}

let loads = 0;
const loadNameForm = async () => {
  loads += 1;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return NameForm;
};
// The server's island, loaded before rendering, as the prerenderer does.
const NameIsland = island(loadNameForm);

/** The island prerendered as the server does, then hydrated in a page of its own. */
async function prerenderedIsland(
  /** What the page's boot script held before the app's code ran (web/public/boot.js). */
  held?: (container: HTMLElement) => HeldAct[],
  /** Whether hydration itself loads the part (a held act, or a visitor scrolled down already). */
  loadsAtOnce = held !== undefined,
  /** The browser's island's `wanted` (what this tab kept asks for the part at once). */
  wanted?: () => boolean,
) {
  const i18n = initI18n('bm');
  const app = (Part: typeof NameIsland) => (
    <AppProvider i18n={i18n}>
      <Part label="Names" />
    </AppProvider>
  );
  await preloadIslands();
  const html = renderToString(app(NameIsland));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  const prerendered = container.innerHTML;
  // The browser's first load: the same island whose code has not loaded yet.
  const BrowserIsland = island(loadNameForm, [], [], undefined, wanted);
  loads = 0;
  const boot = held && { held: held(container), release: () => [] };
  Object.assign(window, { gskBoot: boot });
  await act(async () => void hydrateRoot(container, app(BrowserIsland)));
  expect(loads).toBe(loadsAtOnce ? 1 : 0);
  return { container, prerendered };
}

describe('island (lib/island.tsx)', () => {
  it("prerenders the real form's markup, in a wrapper without a box of its own", async () => {
    await preloadIslands();
    const island = renderToString(<NameIsland label="Names" />);
    const form = renderToString(<NameForm label="Names" />);
    expect(island).toMatch(/^<div class="island" data-island="[^"]+">/);
    expect(island.replace(/^<div[^>]*>/, '').replace(/<\/div>$/, '')).toBe(form);
  });

  it('keeps the prerendered DOM, typed text and focus, and mounts the real form with them', async () => {
    const { container, prerendered } = await prerenderedIsland();
    // Hydration kept the DOM as it was, and loaded nothing.
    expect(container.innerHTML).toBe(prerendered);
    const input = screen.getByRole('textbox', { name: 'Name' });
    // Typed into the static input: native, before any code of the form ran.
    input.focus();
    (input as HTMLInputElement).value = 'Aminah';
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).not.toBe(input));
    const live = screen.getByRole('textbox', { name: 'Name' });
    expect(live).toHaveValue('Aminah');
    expect(document.activeElement).toBe(live);
    // React holds the carried value: the real form sends it.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('sent Aminah');
  });

  it('loads at once, with no act of the visitor, when what the tab kept asks for it', async () => {
    const { container } = await prerenderedIsland(undefined, true, () => true);
    const prerendered = container.querySelector('input');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).not.toBe(prerendered),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('name required');
  });

  it('waits for the visitor when the tab kept nothing that asks for it', async () => {
    const { container, prerendered } = await prerenderedIsland(undefined, false, () => false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe(prerendered);
    expect(loads).toBe(0);
  });

  it('replays a click on the submit button made before the load, once', async () => {
    await prerenderedIsland();
    const button = screen.getByRole('button', { name: 'Send' });
    const submitted = { native: 0 };
    document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) submitted.native += 1;
    });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('name required');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(submitted.native).toBe(0);
  });

  it('mounts the part only once a press on the markup is released, and replays its click', async () => {
    await prerenderedIsland();
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(button);
    // The part's code is there (20 ms): it waits for the release, so the click lands on the markup.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.getByRole('button', { name: 'Send' })).toBe(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('name required');
    expect(screen.getByRole('button', { name: 'Send' })).not.toBe(button);
  });

  it('takes over a click the boot script held before the app’s code ran, and replays it once', async () => {
    const { container } = await prerenderedIsland((container) => [
      { type: 'click', target: container.querySelector('button')! },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('name required');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelector('input')).toHaveValue('');
    Object.assign(window, { gskBoot: undefined });
  });

  it.each([
    ['stays static until the visitor scrolls, then loads once in view', 0, 1],
    ['loads once in view for a visitor who scrolled before the app’s code ran', 900, 0],
  ])('%s', async (_, scrolledBefore, scrolls) => {
    // Every watched element is in view (jsdom lays nothing out): only when it is watched matters.
    const watched: Element[] = [];
    class InView {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push(element);
        this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: InView, scrollY: scrolledBefore });
    try {
      await prerenderedIsland(undefined, scrolledBefore > 0);
      for (let scroll = 0; scroll < scrolls; scroll += 1) fireEvent.scroll(window);
      await waitFor(() => expect(loads).toBe(1));
      expect(watched.length).toBeGreaterThan(0);
    } finally {
      Object.assign(window, { IntersectionObserver: undefined, scrollY: 0 });
    }
  });

  it("loads its copies in the page's language only, with its code when it is needed", async () => {
    const loaded: Language[] = [];
    // A text kept per language outside the catalogues (as the enterprises' copy, the alt texts).
    const greetingCopy = () =>
      languageCopy<string>('The greeting', {
        bm: () => Promise.resolve(loaded.push('bm')).then(() => 'Selamat datang'),
        eng: () => Promise.resolve(loaded.push('eng')).then(() => 'Welcome'),
      });
    const part = (greeting: ReturnType<typeof greetingCopy>) => {
      function Greeting() {
        return <button type="button">{greeting.get(useLanguage())}</button>;
      }
      return island(async () => Greeting, [], [greeting]);
    };
    const i18n = initI18n('eng');
    const app = (Part: ReturnType<typeof part>) => (
      <AppProvider i18n={i18n}>
        <Part />
      </AppProvider>
    );
    // The prerenderer loads the copy in the page's language before rendering.
    const ServerPart = part(greetingCopy());
    await preloadIslands('eng');
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(ServerPart));
    document.body.replaceChildren(container);
    expect(container).toHaveTextContent('Welcome');
    // The browser: nothing of it loads until the visitor reaches for it, then its language's only.
    const BrowserPart = part(greetingCopy());
    loaded.length = 0;
    await act(async () => void hydrateRoot(container, app(BrowserPart)));
    expect(loaded).toEqual([]);
    const prerendered = screen.getByRole('button', { name: 'Welcome' });
    fireEvent.pointerDown(prerendered);
    fireEvent.pointerUp(prerendered);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Welcome' })).not.toBe(prerendered),
    );
    expect(loaded).toEqual(['eng']);
  });
});
