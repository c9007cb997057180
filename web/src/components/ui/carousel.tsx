import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
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

/** The site's one carousel, around swiper: arrows, dot buttons, optional autoplay with a pause button. */
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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoplay = autoplayMs !== undefined && !reducedMotion;
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);

  // Autoplay is a timer per slide rather than swiper's module, so a manual move restarts the interval
  // and hovering or focusing the carousel holds it still.
  useEffect(() => {
    if (!swiper || !autoplay || !playing || hovered) return;
    const timer = setTimeout(() => swiper.slideNext(), autoplayMs);
    return () => clearTimeout(timer);
  }, [swiper, autoplay, autoplayMs, playing, hovered, active]);

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
    >
      <Swiper
        modules={[A11y, Keyboard]}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
        slidesPerView={layout.slidesPerView}
        spaceBetween={layout.spaceBetween}
        breakpoints={layout.from}
        rewind={rewind}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel__controls">
        <ArrowButton
          direction="previous"
          label={labels.previous}
          onClick={() => swiper?.slidePrev()}
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
                onClick={() => swiper?.slideTo(index)}
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
        <ArrowButton direction="next" label={labels.next} onClick={() => swiper?.slideNext()} />
      </div>
    </section>
  );
}
