import { artworkUrl } from '../../../lib/artwork';

interface HeroSlideProps {
  index: number;
  title: string;
  text: string;
  /** Its illustration's alt text (the `home` catalogue's, loaded with the page). */
  alt: string;
}

/** One hero slide: its illustration and caption. The first is the page's largest paint. */
export function HeroSlide({ index, title, text, alt }: HeroSlideProps) {
  const first = index === 0;
  return (
    <figure className="hero-slide">
      <img
        className="hero-slide__image"
        src={artworkUrl(`hero/hero-${index + 1}`)}
        alt={alt}
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
