import type { Enterprise } from '@gsk/core/enterprise';
import { useCallback, useState } from 'react';
import { enterpriseArtwork } from '../../../lib/enterprise-artwork';
import { useLanguage } from '../../../hooks/use-language';

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
  const image = enterpriseArtwork(enterprise.image, language);
  // A prerendered image can fail before the app hydrates, when no onError is listening yet: the
  // element then says so itself (complete, with no pixels) the moment React takes it over.
  const checkFailed = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed || !image) {
    return (
      <div
        // A tint per enterprise, from the stylesheet (the CSP allows no inline style).
        className={`enterprise-image enterprise-image--placeholder enterprise-image--tint-${enterprise.id} ${className ?? ''}`}
        role="img"
        aria-label={enterprise.ent_name}
      >
        <span aria-hidden="true">{enterprise.ent_name}</span>
      </div>
    );
  }
  return (
    <img
      ref={checkFailed}
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
