import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { linkClass } from './link-class';

export { linkClass };

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={clsx(linkClass, className)} {...props} />;
}
