import { useCallback, useRef, useState } from 'react';
import { MenuCloseButton, MenuOpenButton } from '../../../components/ui/menu-buttons';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/brand/logo';
import { Link, NavLink } from '../../../components/ui/localized-link';
import { useModal } from '../../../hooks/use-modal';
import { useStaffSlots } from '../hooks/staff-slots';
import { staffPath } from '../lib/staff-paths';
import type { StaffNavItem } from '../sections';
import { SignOutButton } from './sign-out-button';

/** The console's links and its sign-out, in the header (desktop) or the menu (phone). */
function StaffNav({ items, onNavigate }: { items: StaffNavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation(['staff']);
  return (
    <ul className="staff-nav">
      {items.map(({ navKey, path }) => (
        <li key={navKey}>
          <NavLink
            to={staffPath(...(path ? path.split('/') : []))}
            end={path === ''}
            className="staff-nav__link"
            onClick={onNavigate}
          >
            {t(`staff:nav.${navKey}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's header: its name and, once signed in as staff, its navigation, who is signed in
 * (read out only, in the bar) and the sign-out; below 1280 px (xl) those are in a full-screen
 * menu. The language switch is always there.
 */
export function StaffHeader({ nav, name }: { nav?: StaffNavItem[]; name?: string }) {
  const { t } = useTranslation(['staff']);
  const { languageSwitch } = useStaffSlots();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const handleClose = useCallback(() => setMenuOpen(false), []);
  useModal(menuOpen, handleClose, menuRef);
  return (
    <header className="site-header staff-header">
      <div className="site-header__inner">
        <Link to={staffPath()} className="site-header__logo staff-header__brand">
          <Logo size={36} withName={false} />
          <span className="staff-header__title">{t('staff:console')}</span>
        </Link>
        {nav && (
          <nav className="staff-header__nav" aria-label={t('staff:nav.label')}>
            <StaffNav items={nav} />
          </nav>
        )}
        <div className={`staff-header__actions${nav ? '' : ' staff-header__actions--bare'}`}>
          {/* The bar (at most --max-width wide) has no room for a name beside the six links in
              Malay: it is read out there, and the phone's menu shows it. */}
          {name && <span className="visually-hidden">{t('staff:nav.signedInAs', { name })}</span>}
          {nav && <SignOutButton />}
          {languageSwitch}
        </div>
        {nav && (
          <MenuOpenButton
            label={t('staff:nav.openMenu')}
            controls="staff-menu"
            expanded={menuOpen}
            className="site-header__menu-button staff-header__menu-button"
            onClick={() => setMenuOpen(true)}
          />
        )}
      </div>
      {nav && menuOpen && (
        <div
          id="staff-menu"
          ref={menuRef}
          className="mobile-menu staff-menu"
          role="dialog"
          aria-modal="true"
          aria-label={t('staff:nav.menu')}
        >
          <div className="mobile-menu__top">
            <span className="staff-menu__title">{t('staff:console')}</span>
            <MenuCloseButton label={t('staff:nav.closeMenu')} onClick={handleClose} />
          </div>
          {name && <p className="staff-menu__who">{t('staff:nav.signedInAs', { name })}</p>}
          <nav aria-label={t('staff:nav.label')} className="staff-menu__nav">
            <StaffNav items={nav} onNavigate={handleClose} />
          </nav>
          <SignOutButton />
          {languageSwitch}
        </div>
      )}
    </header>
  );
}
