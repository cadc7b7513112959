/**
 * Time HH:mm: 5 characters, hour at most 23, minute at most 59. When required, '' and '00:00' are
 * rejected; when optional, '' passes.
 */
export const isValidTime = (value: string | null | undefined, required = true): boolean => {
  const v = value ?? '';
  if (v === '') return !required;
  const match = /^(\d{2}):(\d{2})$/.exec(v);
  if (!match) return false;
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return false;
  return !(required && v === '00:00');
};
