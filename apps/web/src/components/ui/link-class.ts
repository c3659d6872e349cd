/** How a text link looks, router link or not (TextLink, PageLink, links that are buttons). */
export const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
