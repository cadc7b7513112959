const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rgb' or '#rrggbb' (any case, surrounding spaces ignored). */
export const isHexColor = (value: string | null | undefined): value is string => typeof value === 'string' && HEX_COLOR.test(value.trim());

/** A valid hex colour as '#rrggbb' lower case ('#AbC' → '#aabbcc'); anything else → null. */
export const normalizeHexColor = (value: string | null | undefined): string | null => {
  if (!isHexColor(value)) return null;
  const hex = value.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
};
