import { vi } from 'vitest';

/**
 * jsdom lacks matchMedia: this one answers width queries against window.innerWidth (set it with
 * setViewportWidth) and says no to prefers-color-scheme: dark and prefers-reduced-motion.
 */
const evaluateQuery = (query: string): boolean => {
  const width = window.innerWidth;
  return query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (max) return width <= Number(max[1]);
      return false;
    });
};

const listeners = new Set<() => void>();

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => {
    const mql = {
      media: query,
      get matches() {
        return evaluateQuery(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return mql as unknown as MediaQueryList;
  },
});

/** Resizes the fake viewport and tells media-query listeners. */
export const setViewportWidth = (width: number): void => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  listeners.forEach((listener) => listener());
  window.dispatchEvent(new Event('resize'));
};

window.scrollTo = vi.fn();

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
