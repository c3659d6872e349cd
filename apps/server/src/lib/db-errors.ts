/** PostgreSQL's unique_violation, as raised by both pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Fields of a driver's error that name things, never values: safe to log. */
const NAMING_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'];

type Loggable = { type: string; message: string; stack?: string; [key: string]: unknown };

/**
 * An error as it may be logged (issue 20): a failed query's parameters (an argon2 hash, an email)
 * and the values PostgreSQL quotes back (a unique violation's detail, a data exception's message)
 * never reach the log. What is kept names the statement and the constraint, which is what an
 * operator needs: the query text (its values are placeholders), the SQLSTATE, the constraint.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const source = error as Error & Record<string, unknown>;
  const isQueryError = typeof source.query === 'string' && Array.isArray(source.params);
  const code = typeof source.code === 'string' ? source.code : undefined;
  // A data exception (SQLSTATE class 22) quotes the value it refused in its message.
  const quotesValues = isQueryError || (code?.startsWith('22') ?? false);
  const safe: Loggable = {
    type: error.name,
    message: quotesValues
      ? isQueryError
        ? 'Failed query (parameters withheld)'
        : `${code} (message withheld: it quotes a value)`
      : error.message,
  };
  if (isQueryError) {
    safe.query = source.query;
    safe.paramCount = (source.params as unknown[]).length;
  }
  for (const field of NAMING_FIELDS) {
    if (typeof source[field] === 'string') safe[field] = source[field];
  }
  if (error.stack) {
    // The stack starts with the message (a failed query's spans lines, its parameters
    // included); keep only the frames.
    safe.stack = error.stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n');
  }
  if (error.cause !== undefined) safe.cause = loggableError(error.cause, depth + 1);
  return safe;
}
