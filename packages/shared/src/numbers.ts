import { z } from 'zod';

const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A number sent as a JSON number or as a string of plain decimal digits (a query string's "50",
 * a form field's "5"), with `message` for anything else. z.coerce.number would read "0x10" as 16,
 * true as 1, " 5" as 5, "1e3" as 1000 and "" as 0: a typo or a forged value taken as some other
 * number. A sign and a fraction are read, so that "-1" and "1.5" get the field's own minimum and
 * whole-number messages from the schema piped after this one.
 */
export const numberSchema = (message: string) =>
  z.union(
    [
      z.number({ error: message }),
      z
        .string({ error: message })
        .max(32, message)
        .regex(DECIMAL, message)
        .transform((value) => Number(value)),
    ],
    { error: message },
  );
