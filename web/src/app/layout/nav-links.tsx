import { useTranslation } from 'react-i18next';
import { NavLink } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';

interface NavLinksProps {
  onNavigate?: () => void;
}

/**
 * The header's links: the spec's three (home, support us, contribute) first and prominent, then
 * the members' programmes, volunteering and the other labels the spec's navigation names that have pages
 * (radical policies, FAQ, contact), and the shop.
 */
export function NavLinks({ onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const links = [
    { to: paths.home, label: t('nav.home'), end: true, minor: false },
    { to: paths.supportUs, label: t('nav.supportUs'), end: false, minor: false },
    { to: paths.contribute, label: t('nav.contribute'), end: false, minor: false },
    { to: paths.programmes, label: t('nav.programmes'), end: false, minor: true },
    { to: paths.volunteer, label: t('nav.volunteer'), end: false, minor: true },
    { to: paths.policies, label: t('nav.policies'), end: false, minor: true },
    { to: paths.faq, label: t('nav.faq'), end: false, minor: true },
    { to: paths.contact, label: t('nav.contact'), end: false, minor: true },
    // The shop (issue 31).
    { to: paths.shop, label: t('nav.shop'), end: false, minor: true },
  ];
  return (
    <ul className="nav-links">
      {links.map((link) => (
        <li key={link.to} className={link.minor ? 'nav-links__item--minor' : undefined}>
          <NavLink
            to={link.to}
            end={link.end}
            className={link.minor ? 'nav-links__link nav-links__link--minor' : 'nav-links__link'}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
