/**
 * The company user's visual identity colour (section 1: 'their own visual identity'), set by the owner
 * selector and read by the theme provider: while set, it is the primary colour of the 'default' preset.
 */
import { useSyncExternalStore } from 'react';

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;
let current: string | null = null;
const listeners = new Set<() => void>();

export const setVisualIdentityColor = (color: string | null | undefined): void => {
  const next = color && HEX.test(color.trim()) ? color.trim() : null;
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
};

export const getVisualIdentityColor = (): string | null => current;

export const useVisualIdentityColor = (): string | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVisualIdentityColor,
    () => null,
  );
