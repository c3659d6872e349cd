import { z } from 'zod';

/**
 * Human default for a missing field. Schemas name their own messages where the spec gives one;
 * this only replaces zod's technical "expected string, received undefined". Imported once by the
 * server's app and by the web app's entry.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return 'This field is required';
    }
    return undefined;
  },
});
