/** The q-th percentile (0–100) of the samples, nearest-rank. */
export const percentile = (samples: readonly number[], q: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1));
  return sorted[rank]!;
};

export const round = (n: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export const mb = (bytes: number): number => round(bytes / 1024 ** 2, 1);
