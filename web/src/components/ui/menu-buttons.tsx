/** A 24 px stroked icon of a menu button (the path `d`), hidden from assistive technology. */
function MenuIcon({ d }: { d: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The buttons that open and close a header's menu on a narrow screen (the site's and the staff
 * console's): an icon with a visually hidden label, the open one saying which menu it controls.
 */
export function MenuOpenButton({
  label,
  controls,
  expanded,
  className = 'site-header__menu-button',
  onClick,
}: {
  label: string;
  controls: string;
  expanded: boolean;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <MenuIcon d="M3 6h18M3 12h18M3 18h18" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

export function MenuCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="mobile-menu__close" onClick={onClick}>
      <MenuIcon d="M6 6l12 12M18 6L6 18" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
