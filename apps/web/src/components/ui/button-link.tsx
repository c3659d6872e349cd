import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';

/** A link that looks like a button: for navigation offered as the page's main action. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Parameters<typeof buttonClass>[0] }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
