import { useCallback, useRef, useState } from 'react';
import { MenuCloseButton, MenuOpenButton } from '../../components/ui/menu-buttons';
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
        <MenuOpenButton
          label={t('nav.openMenu')}
          controls="mobile-menu"
          expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        />
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
            <MenuCloseButton label={t('nav.closeMenu')} onClick={handleClose} />
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
