import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={clsx(linkClass, className)} {...props} />;
}
