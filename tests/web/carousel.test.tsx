import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../web/src/components/ui/carousel';

const labels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  goTo: (slide: number, total: number) => `Slide ${slide} of ${total}`,
};
const slides = ['one', 'two', 'three', 'four'].map((key) => ({ key, content: <p>{key}</p> }));

const current = () =>
  screen
    .getAllByRole('button', { name: /^Slide \d of 4$/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

// jsdom lays nothing out; give every element a width so swiper computes its slide positions.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get: () => 1000,
});
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get: () => 500,
});

/** Swiper's chunk loaded (a real dynamic import, nothing mocked) and attached. */
const swiperReady = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

const swiperAttached = () =>
  screen.getByRole('region', { name: 'Hero' }).querySelector('.swiper-initialized') !== null;

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('advances every 4000 ms and cycles through four slides', async () => {
    render(
      <Carousel label="Hero" labels={labels} slides={slides} autoplayMs={4000} rewind showDots />,
    );
    // The first advance is due at 4000 ms; swiper, not loaded before, arrives for it.
    await act(async () => vi.advanceTimersByTime(3999));
    expect(current()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    await swiperReady();
    expect(swiperAttached()).toBe(true);
    expect(current()).toBe(2);
    let previous = 2;
    for (const expected of [3, 4, 1, 2]) {
      await act(async () => vi.advanceTimersByTime(3999));
      expect(current()).toBe(previous);
      await act(async () => vi.advanceTimersByTime(1));
      expect(current()).toBe(expected);
      previous = expected;
    }
  });

  it('stops when paused and moves by arrows and dots', async () => {
    render(
      <Carousel label="Hero" labels={labels} slides={slides} autoplayMs={4000} rewind showDots />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Hero' }));
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
    expect(swiperAttached()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await swiperReady();
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 4 of 4' }));
    expect(current()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => vi.advanceTimersByTime(4000));
    expect(current()).toBe(4);
  });

  it('never auto-advances for reduced-motion visitors', async () => {
    setReducedMotion(true);
    render(
      <Carousel label="Hero" labels={labels} slides={slides} autoplayMs={4000} rewind showDots />,
    );
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('shows its slides and controls before swiper, which loads only on a touch, click, focus or key', async () => {
    render(<Carousel label="Hero" labels={labels} slides={slides} rewind showDots />);
    const region = screen.getByRole('region', { name: 'Hero' });
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 / 4',
      '2 / 4',
      '3 / 4',
      '4 / 4',
    ]);
    expect(groups.map((group) => group.textContent)).toEqual(['one', 'two', 'three', 'four']);
    for (const name of ['Previous slide', 'Next slide', 'Slide 1 of 4', 'Slide 4 of 4'])
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    expect(current()).toBe(1);
    // Time alone (no autoplay) brings nothing.
    await act(async () => vi.advanceTimersByTime(60_000));
    await swiperReady();
    expect(swiperAttached()).toBe(false);
    const slide = () =>
      within(screen.getByRole('region', { name: 'Hero' })).getAllByRole('group')[1];
    for (const interact of [
      () => fireEvent.pointerDown(slide() as HTMLElement),
      () => fireEvent.keyDown(slide() as HTMLElement, { key: 'ArrowRight' }),
      () => fireEvent.focusIn(screen.getByRole('button', { name: 'Next slide' })),
    ]) {
      cleanup();
      render(<Carousel label="Hero" labels={labels} slides={slides} rewind showDots />);
      expect(swiperAttached()).toBe(false);
      interact();
      await swiperReady();
      expect(swiperAttached()).toBe(true);
    }
    // A touch brings it too, but it takes over only once the finger is lifted (and any native
    // scroll has been quiet for a moment), never in the middle of a swipe.
    cleanup();
    render(<Carousel label="Hero" labels={labels} slides={slides} rewind showDots />);
    fireEvent.touchStart(slide() as HTMLElement);
    await swiperReady();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(swiperAttached()).toBe(false);
    fireEvent.touchEnd(slide() as HTMLElement);
    await act(async () => vi.advanceTimersByTime(150));
    expect(swiperAttached()).toBe(true);
  });
});
