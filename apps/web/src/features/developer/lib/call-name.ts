/** An API call as the developer pages name it: method and path, which read alike in every language. */
export const callName = (method: 'GET' | 'POST', path: string) => `${method} ${path}`;

/** A moment to the second, as `toLocaleString()` wrote it, in the reader's forms. */
export const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};
