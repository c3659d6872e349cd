import { clsx } from 'clsx';
import type { ComponentProps, MouseEvent } from 'react';
import { usePageNavigation } from '../../lib/page-navigation';
import { linkClass } from './link-class';

type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A TextLink for a page that may run without the router (lib/page-navigation.ts): a real href,
 * so a new tab works, and the page's own navigation for a plain click. Kept apart from
 * TextLink so that importing it does not bring the router along.
 */
export function PageLink({ to, className, onClick, ...props }: PageLinkProps) {
  const { navigate } = usePageNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} className={clsx(linkClass, className)} onClick={follow} {...props} />;
}
