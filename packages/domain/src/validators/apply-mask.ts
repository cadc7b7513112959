/**
 * Applies a mask pattern (`#` = one accepted character, anything else a literal) to the accepted
 * characters, stopping when they run out: usable while typing.
 */
export const applyMask = (chars: string, pattern: string): string => {
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= chars.length) break;
    if (p === '#') {
      out += chars[i];
      i += 1;
    } else {
      out += p;
    }
  }
  return out;
};
