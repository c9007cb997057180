import { useTranslation } from 'react-i18next';
import { NavLink } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { useSession } from '../../hooks/use-session';

/**
 * The header's way into the members' pages: 'Log Masuk' / 'Sign in', or the profile once the API
 * says a member is signed in (the prerendered page and a failed check offer to sign in).
 */
export function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSession().status === 'signed-in';
  return (
    <NavLink
      to={signedIn ? paths.profile : paths.signIn}
      className="account-link"
      onClick={onNavigate}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M4 21c0-4 3.6-7 8-7s8 3 8 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {signedIn ? t('nav.profile') : t('nav.signIn')}
    </NavLink>
  );
}
