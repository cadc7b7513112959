/** The same server URL pointing at another database. */
export const databaseUrlFor = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
