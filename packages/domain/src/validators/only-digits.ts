/** Keeps only the digits 0-9 of a value (null and undefined give ''). */
export const onlyDigits = (value: string | number | null | undefined): string => (value == null ? '' : String(value).replace(/\D/g, ''));
