import {
  Navigate as RouterNavigate,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router-dom';
import type { LinkProps, NavigateProps, NavLinkProps, To } from 'react-router-dom';
import { useLocalizedPath } from '../../hooks/use-localized-path';

/** A site path in the active language (`/contribute` → `/en/contribute` in English). */
function useLocalizedTo(to: To): To {
  const localize = useLocalizedPath();
  return typeof to === 'string' ? localize(to) : to;
}

/** An address of another origin or scheme, which the browser follows itself. */
const isAbsolute = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/**
 * React Router's Link to a path as given, as React Router renders it in declarative mode: built
 * from its `useHref` and `useLinkClickHandler` rather than its `<Link>`, whose prefetching for
 * framework mode every page would otherwise load. Nothing in the app imports React Router's.
 */
export function RouterLink({
  to,
  onClick,
  reloadDocument,
  replace,
  state,
  target,
  preventScrollReset,
  relative,
  ...rest
}: LinkProps) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
  });
  const absolute = isAbsolute(to);
  const routed = !absolute && !reloadDocument;
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the children come with the props
    <a
      {...rest}
      href={absolute ? (to as string) : href}
      target={target}
      data-discover={absolute ? undefined : 'true'}
      onClick={(event) => {
        onClick?.(event);
        if (routed && !event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** React Router's Link to a site path, in the active language. */
export function Link(props: LinkProps) {
  return <RouterLink {...props} to={useLocalizedTo(props.to)} />;
}

/**
 * React Router's NavLink to a site path, in the active language: a Link with `aria-current="page"`
 * and the class `active` while its path (or, unless `end`, a path under it) is shown, as React
 * Router's NavLink marks it outside a data router.
 */
export function NavLink({
  'aria-current': ariaCurrent = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  style,
  children,
  ...props
}: NavLinkProps) {
  const to = useLocalizedTo(props.to);
  const path = useResolvedPath(to, { relative: props.relative });
  // A trailing slash names the same page (`/en/` is `/en`, as the prerendered page marks it).
  const fold = (pathname: string) =>
    (caseSensitive ? pathname : pathname.toLowerCase()).replace(/(.)\/+$/, '$1');
  const here = fold(useLocation().pathname);
  const there = fold(path.pathname);
  const isActive =
    here === there || (!end && here.startsWith(there) && here.charAt(there.length) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <RouterLink
      {...props}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </RouterLink>
  );
}

/** React Router's Navigate to a site path, in the active language. */
export function Navigate(props: NavigateProps) {
  return <RouterNavigate {...props} to={useLocalizedTo(props.to)} />;
}
