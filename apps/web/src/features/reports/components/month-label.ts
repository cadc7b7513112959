/** 'YYYY-MM' → '03/2026' (tables) */
export const monthLong = (month: string): string => {
  const [year, mm] = month.split('-');
  return `${mm}/${year}`;
};

/** 'YYYY-MM' → '03/26' (under the columns) */
export const monthShort = (month: string): string => {
  const [year, mm] = month.split('-');
  return `${mm}/${(year ?? '').slice(2)}`;
};
