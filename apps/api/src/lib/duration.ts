const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '90' (seconds), '30s', '15m', '8h', '7d', '500ms' → milliseconds; null when unreadable. */
export const parseDuration = (value: string): number | null => {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  const factor = UNITS[unit];
  return factor === undefined || !Number.isFinite(amount) ? null : Math.round(amount * factor);
};
