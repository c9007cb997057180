import hero1 from '../../../assets/hero/hero-1.svg?url';
import hero2 from '../../../assets/hero/hero-2.svg?url';
import hero3 from '../../../assets/hero/hero-3.svg?url';
import hero4 from '../../../assets/hero/hero-4.svg?url';

// The hero's own illustrations, imported by name: the first view carries their four URLs, not
// the map of every illustration (lib/artwork.ts).
const heroImages = [hero1, hero2, hero3, hero4];

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
        src={heroImages[index]}
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
