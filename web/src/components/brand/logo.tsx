import { site } from '@gsk/core/site';

interface LogoProps {
  /** Visual size of the mark in pixels. */
  size?: number;
  /** Show the product name beside the mark. */
  withName?: boolean;
  tone?: 'dark' | 'light';
}

/** The movement's mark: three overlapping circles for the people, the enterprise and the community. */
export function Logo({ size = 40, withName = true, tone = 'dark' }: LogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b5d57" />
        <circle cx="24" cy="26" r="10" fill="#f4b73f" />
        <circle cx="40" cy="26" r="10" fill="#ffffff" fillOpacity="0.9" />
        <circle cx="32" cy="40" r="10" fill="#7fd1c4" fillOpacity="0.95" />
      </svg>
      {withName && (
        <span className="logo__name">
          <span className="logo__eyebrow">Gerakan</span>{' '}
          <span className="logo__title">{site.shortName}</span>
        </span>
      )}
    </span>
  );
}
