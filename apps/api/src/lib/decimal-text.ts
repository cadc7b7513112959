/**
 * The text `String(value)` gives for a number already rounded to at most `decimals` decimals (a coordinate to 5, a
 * distance to 2), made with `toFixed()` and its trailing zeros cut. `String()`, `+` and template literals put every
 * non-integer they convert into V8's number-to-string cache, a table in the old generation: each text they make
 * outlives the next young collection and dies in the old generation (~24 bytes a conversion, measured), which under
 * the public loads brought V8's full collections sooner. `toFixed()` does not use the cache (and is ~3 times faster).
 * Self-contained: the clustering thread's source includes it as text (cluster-worker.ts).
 */
export const decimalText = (value: number, decimals: number): string => {
  const text = value.toFixed(decimals);
  let end = text.length;
  if (decimals > 0) {
    while (text.charCodeAt(end - 1) === 48) end--;
    if (text.charCodeAt(end - 1) === 46) end--;
  }
  return end === text.length ? text : text.slice(0, end);
};
