/** The rows of a raw `db.execute()` result: pg answers `{ rows }`, PGlite's drizzle driver the rows themselves. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
