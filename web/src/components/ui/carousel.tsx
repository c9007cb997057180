import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import './carousel.css';
import { useMediaQuery } from '../../hooks/use-media-query';

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Accessible name of a dot button, e.g. "Slide 2 of 4". */
  goTo: (slide: number, total: number) => string;
}

interface Breakpoint {
  slidesPerView: number;
  spaceBetween: number;
}

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  labels: CarouselLabels;
  slides: { key: string; content: ReactNode }[];
  /** Auto-advance interval; omitted = no autoplay. Reduced-motion visitors never get autoplay. */
  autoplayMs?: number;
  /** After the last slide comes the first again (and before the first, the last). */
  rewind?: boolean;
  /** Slides per view and spacing: the base value, then overrides from a minimum width up. */
  layout?: Breakpoint & { from?: Record<number, Breakpoint> };
  showDots?: boolean;
  className?: string;
}

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}

function ArrowButton({ direction, label, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={label}
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          stroke="currentColor"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

/** How long before an autoplay advance is due swiper starts loading, in ms. */
const AUTOPLAY_LEAD_MS = 1000;
/** Quiet time after a native scroll or touch before swiper takes over, in ms. */
const SETTLE_MS = 150;

/** The slide whose start is nearest the native scroll position (the last one at the very end). */
function nearestSlide(scroller: HTMLElement): number {
  const slides = Array.from(scroller.children) as HTMLElement[];
  const left = scroller.scrollLeft;
  if (slides.length === 0 || left <= 0) return 0;
  if (left >= scroller.scrollWidth - scroller.clientWidth - 1) return slides.length - 1;
  const start = slides[0]?.offsetLeft ?? 0;
  let nearest = 0;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.offsetLeft - start - left);
    const best = Math.abs((slides[nearest]?.offsetLeft ?? 0) - start - left);
    if (distance < best) nearest = index;
  });
  return nearest;
}

/**
 * The site's one carousel. The slides and controls are plain markup laid out exactly as swiper lays
 * them out (a snap row that scrolls natively until then, carousel.css); swiper's core attaches to
 * that markup only when the carousel nears view (after the visitor scrolls), is touched, focused or
 * keyed, or an autoplay advance is due. A control pressed before swiper is there acts once it is.
 */
export function Carousel({
  label,
  labels,
  slides,
  autoplayMs,
  rewind = false,
  layout = { slidesPerView: 1, spaceBetween: 0 },
  showDots = false,
  className,
}: CarouselProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const pending = useRef<((instance: SwiperInstance) => void)[]>([]);
  const touching = useRef(false);
  const scrolledAt = useRef(Number.NEGATIVE_INFINITY);
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoplay = autoplayMs !== undefined && !reducedMotion;
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const options = useRef<SwiperOptions>({});
  useEffect(() => {
    options.current = {
      slidesPerView: layout.slidesPerView,
      spaceBetween: layout.spaceBetween,
      breakpoints: layout.from,
      rewind,
    };
  });

  const load = useCallback(() => setWanted(true), []);
  /** Runs a move now, or once swiper has taken over. */
  const run = useCallback(
    (move: (instance: SwiperInstance) => void) => {
      if (swiper.current) move(swiper.current);
      else {
        pending.current.push(move);
        load();
      }
    },
    [load],
  );

  useEffect(() => {
    const container = containerRef.current;
    const scroller = container?.firstElementChild;
    if (!wanted || !container || !(scroller instanceof HTMLElement)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void import('./carousel-swiper').then(({ attachSwiper }) => {
      // Never in the middle of a native swipe: the finger's scroll finishes first.
      const attach = () => {
        if (cancelled) return;
        const quiet = performance.now() - scrolledAt.current;
        if (touching.current || quiet < SETTLE_MS) {
          timer = setTimeout(attach, SETTLE_MS);
          return;
        }
        const initialSlide = nearestSlide(scroller);
        scroller.scrollLeft = 0;
        const instance = attachSwiper(container, {
          ...options.current,
          initialSlide,
          on: { slideChange: (current) => setActive(current.activeIndex) },
        });
        swiper.current = instance;
        // The row no longer scrolls natively: swiper moves it, by the controls and the keyboard.
        scroller.removeAttribute('tabindex');
        setActive(instance.activeIndex);
        for (const move of pending.current.splice(0)) move(instance);
      };
      attach();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [wanted]);

  // A touch, click or key on the carousel brings swiper; a touch in progress holds its takeover.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const touchStart = () => {
      touching.current = true;
      load();
    };
    const touchEnd = () => (touching.current = false);
    const listeners: [string, () => void][] = [
      ['pointerdown', load],
      ['keydown', load],
      ['touchstart', touchStart],
      ['touchend', touchEnd],
      ['touchcancel', touchEnd],
    ];
    for (const [type, listener] of listeners)
      section.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) section.removeEventListener(type, listener);
    };
  }, [load]);

  // Slides added or removed (another language's list) are measured again.
  useEffect(() => swiper.current?.update(), [slides.length]);

  // Near view: once the visitor scrolls towards it. A carousel already near or in the first view
  // waits for the visitor's scroll or touch, so that it never counts in the page's first load.
  useEffect(() => {
    const section = sectionRef.current;
    if (wanted || !section || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const onScroll = () => load();
    const observer = new IntersectionObserver(
      ([entry]) => {
        const near = entry?.isIntersecting === true;
        if (first && near)
          window.addEventListener('scroll', onScroll, { passive: true, once: true });
        else if (near) load();
        first = false;
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [wanted, load]);

  // Autoplay is a timer per slide rather than swiper's module, so a manual move restarts the interval
  // and hovering or focusing the carousel holds it still. Swiper loads shortly before the first move.
  useEffect(() => {
    if (!autoplay || !playing || hovered) return;
    const early = setTimeout(load, Math.max(0, autoplayMs - AUTOPLAY_LEAD_MS));
    const timer = setTimeout(() => run((instance) => instance.slideNext()), autoplayMs);
    return () => {
      clearTimeout(early);
      clearTimeout(timer);
    };
  }, [autoplay, autoplayMs, playing, hovered, active, load, run]);

  return (
    <section
      ref={sectionRef}
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setHovered(true);
        load();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
    >
      <div className="swiper" ref={containerRef}>
        {/* Until swiper takes over, the row is a native scroller: reachable by the keyboard. */}
        <div
          className="swiper-wrapper"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1, axe's scrollable-region-focusable); removed once swiper moves the row
          tabIndex={0}
          onScroll={(event) => {
            scrolledAt.current = performance.now();
            if (!swiper.current) setActive(nearestSlide(event.currentTarget));
          }}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="swiper-slide"
              role="group"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <ArrowButton
          direction="previous"
          label={labels.previous}
          onClick={() => run((instance) => instance.slidePrev())}
        />
        {showDots && (
          <div className="carousel__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className="carousel__dot"
                aria-label={labels.goTo(index + 1, slides.length)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => run((instance) => instance.slideTo(index))}
              />
            ))}
          </div>
        )}
        {autoplay && (
          <button
            type="button"
            className="carousel__toggle"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setPlaying((value) => !value)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {playing ? (
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
              ) : (
                <path d="M7 5l12 7-12 7z" fill="currentColor" />
              )}
            </svg>
          </button>
        )}
        <ArrowButton
          direction="next"
          label={labels.next}
          onClick={() => run((instance) => instance.slideNext())}
        />
      </div>
    </section>
  );
}
