import { act, fireEvent, render, screen } from '@testing-library/react';
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
    let previous = 1;
    for (const expected of [2, 3, 4, 1, 2]) {
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
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
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
});
