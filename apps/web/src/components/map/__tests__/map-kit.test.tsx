import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { createAppTheme, type TResolvedMode } from '@/lib/theme/create-app-theme';
import { DEFAULT_THEME_SETTINGS } from '@/lib/theme/theme-settings';
import { BaseMap } from '../base-map';
import { ClusterMarker, PinMarker, UserPositionMarker } from '../map-markers';

// The tests' CSS imports are empty (css: false): load the kit's own stylesheet, so the rules that colour the pins are
// the real ones. jsdom does not substitute var(): `colour` follows one var() to the custom property by hand.
const style = document.createElement('style');
beforeAll(() => {
  style.textContent = readFileSync(resolve(__dirname, '../map.css'), 'utf8');
  document.head.append(style);
});
afterAll(() => style.remove());

const colour = (element: Element, property: string): string => {
  const value = getComputedStyle(element).getPropertyValue(property).trim();
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return variable ? getComputedStyle(element).getPropertyValue(variable).trim() : value;
};

const renderKit = (mode: TResolvedMode, onCluster = vi.fn()) => {
  const theme = createAppTheme({ ...DEFAULT_THEME_SETTINGS, mode });
  const result = render(
    <ThemeProvider theme={theme}>
      <BaseMap
        center={[-23.55, -46.63]}
        zoom={12}
        tileUrl=""
        attribution=""
        role="region"
        aria-label="Mapa"
        data-testid="kit-map"
        sx={{ height: 300 }}
      >
        <PinMarker position={[-23.55, -46.63]} title="Loja A" iconAttributes={{ 'data-partner-id': '7', 'aria-pressed': 'false' }} />
        <PinMarker position={[-23.56, -46.64]} title="Loja B" selected />
        <ClusterMarker position={[-23.5, -46.6]} count={1234} label="1234 parceiros nesta região: aproximar" onClick={onCluster} />
        <UserPositionMarker position={[-23.54, -46.62]} title="Você está aqui" />
      </BaseMap>
    </ThemeProvider>,
  );
  const map = result.getByTestId('kit-map');
  const pin = map.querySelector('.rp-marker:not(.rp-marker--selected) .rp-pin')!;
  const selectedPin = map.querySelector('.rp-marker--selected .rp-pin')!;
  const cluster = map.querySelector<HTMLElement>('.rp-cluster')!;
  const user = map.querySelector('.rp-user')!;
  return { theme, map, pin, selectedPin, cluster, user, unmount: result.unmount };
};

describe('map kit (components/map)', () => {
  it("draws the pins, the cluster and the visitor's dot in the theme's colours, in light and in dark mode", () => {
    const seen: Record<TResolvedMode, string> = { light: '', dark: '' };
    for (const mode of ['light', 'dark'] as const) {
      const { theme, map, pin, selectedPin, cluster, user, unmount } = renderKit(mode);
      expect(map).toHaveAttribute('role', 'region');
      expect(map).toHaveAccessibleName('Mapa');
      // the pin is the theme's error red; the selected one is yellow (the e2e test checks the pixel value)
      expect(colour(pin, 'background')).toBe(theme.palette.error.main);
      expect(colour(selectedPin, 'background')).toBe('#fbc02d');
      expect(colour(cluster, 'background')).toBe(theme.palette.error.dark);
      expect(colour(user, 'background')).toBe(theme.palette.info.main);
      // the count stays readable on the cluster in both modes
      expect(getContrastRatio(colour(cluster, 'color'), colour(cluster, 'background'))).toBeGreaterThanOrEqual(4.5);
      seen[mode] = colour(pin, 'background');
      unmount();
    }
    expect(seen.light).toBe('#d32f2f');
    expect(seen.dark).not.toBe(seen.light);
  });

  it('marks the pins: the selected variant above the others, the given attributes on the element, the name as the title', () => {
    const { map } = renderKit('light');
    const pins = [...map.querySelectorAll<HTMLElement>('.rp-marker')];
    expect(pins.map((node) => node.title)).toEqual(['Loja A', 'Loja B']);
    expect(pins[0]).toHaveAttribute('data-partner-id', '7');
    expect(pins[0]).toHaveAttribute('aria-pressed', 'false');
    expect(pins[0]).toHaveAttribute('role', 'button');
    expect(pins[1]).toHaveClass('rp-marker--selected');
    expect(Number(pins[1]!.style.zIndex)).toBeGreaterThan(Number(pins[0]!.style.zIndex));
    // no image is downloaded for any marker
    expect(map.querySelector('img.leaflet-marker-icon')).toBeNull();
  });

  it('labels a cluster with its count in pt-BR, sizes it by the count, is focusable and runs its action on a click, Enter or Space', () => {
    const onCluster = vi.fn();
    const { cluster, user } = renderKit('light', onCluster);
    expect(cluster.textContent).toBe('1.234');
    expect(cluster).toHaveAttribute('title', '1234 parceiros nesta região: aproximar');
    expect(cluster).toHaveAttribute('role', 'button');
    expect(cluster.tabIndex).toBe(0);
    expect(cluster.style.width).toBe('56px');
    fireEvent.click(cluster);
    expect(onCluster).toHaveBeenCalledTimes(1);
    // from the keyboard: Enter and Space act like the click; other keys do nothing
    fireEvent.keyDown(cluster, { key: 'Enter' });
    fireEvent.keyDown(cluster, { key: ' ' });
    fireEvent.keyDown(cluster, { key: 'a' });
    expect(onCluster).toHaveBeenCalledTimes(3);
    // the visitor's dot is only a sign: not focusable, not a button
    expect(user).not.toHaveAttribute('tabindex');
    expect(user).toHaveAttribute('title', 'Você está aqui');
  });
});
