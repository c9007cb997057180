import type { Enterprise } from '@gsk/core/enterprise';
import { useState } from 'react';
import { artwork, isArtworkKey } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

/** A distinct tint per enterprise for the placeholder shown when its image cannot load. */
const placeholderTints = [
  '#8a5a00',
  '#b5452b',
  '#0b5d57',
  '#073f3b',
  '#2f6f62',
  '#6b5a1e',
  '#3b4f63',
];

interface EnterpriseImageProps {
  enterprise: Enterprise;
  /** Load the image at once (the page's main image) rather than when it scrolls into view. */
  eager?: boolean;
  className?: string;
}

/** The enterprise's illustration; if it fails to load, a coloured placeholder with its name. */
export function EnterpriseImage({ enterprise, eager = false, className }: EnterpriseImageProps) {
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  const key = `enterprises/${enterprise.image}`;
  const image = isArtworkKey(key) ? artwork(key, language) : undefined;

  if (failed || !image) {
    return (
      <div
        className={`enterprise-image enterprise-image--placeholder ${className ?? ''}`}
        style={{ backgroundColor: placeholderTints[(enterprise.id - 1) % placeholderTints.length] }}
        role="img"
        aria-label={enterprise.ent_name}
      >
        <span aria-hidden="true">{enterprise.ent_name}</span>
      </div>
    );
  }
  return (
    <img
      className={`enterprise-image ${className ?? ''}`}
      src={image.src}
      alt={image.alt}
      width={800}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
