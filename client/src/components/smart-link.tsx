/**
 * A link whose address comes from the CMS. Internal paths use the router (a staff screen, such as
 * a footer's "Team login", loads a document of its own); external addresses
 * only with `allowExternal` (then in a new tab, marked for screen readers); anything else —
 * `javascript:` and friends, or an external address without opt-in — is refused and rendered
 * as plain text.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isStaffScreenPath } from '#shared/routes.ts';
import { allowedTarget } from '../routing/safe-url.ts';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  allowExternal?: boolean;
  current?: boolean;
  onNavigate?: () => void;
}

export function SmartLink({
  href,
  children,
  className,
  allowExternal = false,
  current,
  onNavigate,
}: SmartLinkProps) {
  const target = allowedTarget(href, window.location.origin, allowExternal);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link
        to={target.path}
        // a staff screen gets a document of its own (shared/routes.ts isStaffScreenPath)
        reloadDocument={isStaffScreenPath(target.path)}
        className={className}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {children}
      </Link>
    );
  }
  const newTab = target.href.startsWith('http');
  return (
    <a
      href={target.href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onNavigate}
    >
      {children}
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
