/** Returns a copy of `items` with the item at `from` moved to `to` (indexes clamped). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.min(Math.max(to, 0), copy.length - 1);
  const [moved] = copy.splice(from, 1);
  copy.splice(target, 0, moved as T);
  return copy;
};
