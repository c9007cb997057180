import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
} from 'react-router-dom';
import type { LinkProps, NavigateProps, NavLinkProps, To } from 'react-router-dom';
import { useLocalizedPath } from '../../hooks/use-localized-path';

/** A site path in the active language (`/contribute` → `/en/contribute` in English). */
function useLocalizedTo(to: To): To {
  const localize = useLocalizedPath();
  return typeof to === 'string' ? localize(to) : to;
}

/** React Router's Link to a site path, in the active language. */
export function Link(props: LinkProps) {
  return <RouterLink {...props} to={useLocalizedTo(props.to)} />;
}

/** React Router's NavLink to a site path, in the active language. */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} to={useLocalizedTo(props.to)} />;
}

/** React Router's Navigate to a site path, in the active language. */
export function Navigate(props: NavigateProps) {
  return <RouterNavigate {...props} to={useLocalizedTo(props.to)} />;
}
