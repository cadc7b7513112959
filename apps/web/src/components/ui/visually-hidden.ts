import type { CSSProperties } from 'react';

/**
 * Hidden on screen, read by screen readers. Sizes in pixels, so it means the same as a `style` and inside MUI's `sx`
 * (where a bare 1 is 100 % or a spacing unit).
 */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
