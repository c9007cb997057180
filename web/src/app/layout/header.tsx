import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { Logo } from '../../components/brand/logo';
import { paths } from '../../config/paths';
import { useModal } from '../../hooks/use-modal';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';

/** Site header: logo, navigation and language switch; below the lg breakpoint a full-screen menu. */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const handleClose = useCallback(() => setMenuOpen(false), []);
  useModal(menuOpen, handleClose, menuRef);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__logo">
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <NavLinks />
        </nav>
        <div className="site-header__actions">
          <AccountLink />
          <LanguageSwitch />
        </div>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
      </div>
      {menuOpen && (
        <div
          id="mobile-menu"
          ref={menuRef}
          className="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label={t('nav.menu')}
        >
          <div className="mobile-menu__top">
            <Link to={paths.home} onClick={handleClose}>
              <Logo tone="light" />
            </Link>
            <button type="button" className="mobile-menu__close" onClick={handleClose}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="visually-hidden">{t('nav.closeMenu')}</span>
            </button>
          </div>
          <nav aria-label={t('nav.main')} className="mobile-menu__nav">
            <NavLinks onNavigate={handleClose} />
          </nav>
          <AccountLink onNavigate={handleClose} />
          <LanguageSwitch />
        </div>
      )}
    </header>
  );
}
