import { useTranslation } from 'react-i18next';
import { NavLink } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';

interface NavLinksProps {
  onNavigate?: () => void;
}

/** The header's three links: home, support us, contribute. */
export function NavLinks({ onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const links = [
    { to: paths.home, label: t('nav.home'), end: true },
    { to: paths.supportUs, label: t('nav.supportUs'), end: false },
    { to: paths.contribute, label: t('nav.contribute'), end: false },
  ];
  return (
    <ul className="nav-links">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className="nav-links__link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
