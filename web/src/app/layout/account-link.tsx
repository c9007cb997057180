import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../../components/ui/localized-link';
import { localizePath, paths } from '../../config/paths';
import { withNext } from '../../features/account/lib/next-path';
import { useSession } from '../../hooks/use-session';

/** Pages a sign-in does not come back to: home, and the members' own. */
const noReturn: readonly string[] = [
  paths.home,
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
  paths.profile,
];

/**
 * The header's way into the members' pages: 'Log Masuk' / 'Sign in' (back to this page after), or
 * the profile once the API says a member is signed in (the prerendered page and a failed check
 * offer to sign in).
 */
export function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSession().status === 'signed-in';
  const { pathname } = useLocation();
  const here = noReturn.includes(localizePath(pathname, 'bm')) ? undefined : pathname;
  return (
    <NavLink
      to={signedIn ? paths.profile : withNext(paths.signIn, here)}
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
      <span className="account-link__label">{signedIn ? t('nav.profile') : t('nav.signIn')}</span>
    </NavLink>
  );
}
