/** A copy of `array` `length` long (its values first; the new places `fill`, else 0): the read model's columns grow this way. */
export const growTyped = <T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(array: T, length: number, fill?: number): T => {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array);
  if (fill !== undefined) next.fill(fill, array.length);
  return next;
};
