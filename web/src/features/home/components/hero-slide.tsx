import type { Language } from '@gsk/core/i18n/language';
import { artwork } from '../../../lib/artwork';

interface HeroSlideProps {
  index: number;
  title: string;
  text: string;
  language: Language;
}

/** One hero slide: its illustration and caption. The first is the page's largest paint. */
export function HeroSlide({ index, title, text, language }: HeroSlideProps) {
  const image = artwork(`hero/hero-${index + 1}` as 'hero/hero-1', language);
  const first = index === 0;
  return (
    <figure className="hero-slide">
      <img
        className="hero-slide__image"
        src={image.src}
        alt={image.alt}
        width={1600}
        height={900}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
      <figcaption className="hero-slide__caption">
        <strong>{title}</strong> {text}
      </figcaption>
    </figure>
  );
}
