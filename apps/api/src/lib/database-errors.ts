/** Walks an error and its `cause` chain (drizzle wraps driver errors in DrizzleQueryError). */
const chain = (error: unknown): Record<string, unknown>[] => {
  const out: Record<string, unknown>[] = [];
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    out.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return out;
};

/** The PostgreSQL SQLSTATE of a driver error (pg and PGlite both expose `code`), if any. */
export const sqlState = (error: unknown): string | null => {
  for (const e of chain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return null;
};

/** The violated constraint's name (pg: `constraint`), if any. */
export const violatedConstraint = (error: unknown): string | null => {
  for (const e of chain(error)) if (typeof e.constraint === 'string') return e.constraint;
  return null;
};

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/** True when the database cannot be reached (connection refused, server shutting down, client closed). */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  chain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    return (
      NETWORK_CODES.has(code) ||
      code.startsWith('08') || // connection exception
      code === '57P01' || // admin shutdown
      code === '57P02' ||
      code === '57P03' || // cannot connect now
      code === '53300' || // too many connections
      code === '57014' || // statement_timeout (query_canceled): the database is too slow or stuck
      /PGlite is closed|Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|Query read timeout/i.test(
        message,
      )
    );
  });

/** A loggable summary of a database error without the query parameters (they may hold password hashes). */
export const describeDatabaseError = (error: unknown): Record<string, unknown> | null => {
  const state = sqlState(error);
  if (!state && !isDatabaseUnavailable(error)) return null;
  const root = chain(error).at(-1) ?? {};
  const query = chain(error).find((e) => typeof e.query === 'string')?.query;
  return {
    code: state,
    constraint: violatedConstraint(error),
    detail: typeof root.detail === 'string' ? root.detail : undefined,
    message: typeof root.message === 'string' ? root.message : undefined,
    query,
  };
};
