import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { createPath } from '@remix-run/router';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the app, e.g. `/raid-schedule`. */
  to: string;
}

export interface RouterNavLinkProps extends RouterLinkProps {
  /** Current only on exactly this path, not on the paths below it. @default false */
  end?: boolean;
}

/** A click the app handles itself: primary button, no modifier key, no other target, not handled yet. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * A link inside the app: a real `<a href>` (hash or memory URL, so opening it in a new tab works) that
 * navigates the instance's router on a plain click. The same behaviour as react-router-dom's `<Link>` for
 * what the core uses, written here because that `<Link>` and `<NavLink>` bring view-transition and data
 * router code the initial core does not need (about 1 KB gzip, `npm run size`). Lazily loaded pages may
 * use react-router-dom's own.
 */
export function RouterLink({ to, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  return (
    // The link's content is `children`, passed on in `props`.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppClick(event)) return;
        event.preventDefault();
        // As react-router-dom's Link: a link to the page already shown replaces the entry, never stacks it.
        navigate(to, { replace: createPath(location) === createPath(path) });
      }}
    />
  );
}

/** A navigation link that carries `aria-current="page"` while its page (or, without `end`, a page below it) is shown. */
export function RouterNavLink({ end = false, ...props }: RouterNavLinkProps) {
  const { pathname } = useLocation();
  const { pathname: target } = useResolvedPath(props.to);
  const current = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`));
  return <RouterLink {...props} aria-current={current ? 'page' : undefined} />;
}
