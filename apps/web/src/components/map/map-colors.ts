import { brown, yellow } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The map kit's colours as CSS custom properties (map.css reads them), from the MUI theme: set on the map's
 * container, so the markers follow light/dark mode and the theme settings.
 * - Pins and clusters: the theme's error red (section 4: red markers); the cluster's count in the contrast text.
 * - The selected pin: the specification's yellow. The palette has no yellow (its warning is an amber chosen for
 *   text contrast), so it comes from MUI's colour set, with a dark brown edge.
 * - The visitor's dot: the info blue, not the primary colour (a brand may be red, like the pins).
 * - The keyboard focus ring: the primary colour, as everywhere in the app.
 * - The attribution: the theme's paper and text colours (light and dark), its links underlined.
 */
export const mapColorVars = (theme: Theme): Record<`--rp-${string}`, string> => {
  const { palette } = theme;
  return {
    '--rp-pin': palette.error.main,
    '--rp-pin-edge': palette.common.white,
    '--rp-pin-selected': yellow[700],
    '--rp-pin-selected-edge': brown[700],
    '--rp-cluster': palette.error.dark,
    '--rp-cluster-text': palette.getContrastText(palette.error.dark),
    '--rp-cluster-ring': alpha(palette.common.white, 0.75),
    '--rp-user': palette.info.main,
    '--rp-user-halo': alpha(palette.info.main, 0.35),
    '--rp-focus': palette.primary.main,
    // Leaflet's attribution (white veil, #0078A8 links) falls below 4.5:1, and more so over dark tiles
    '--rp-attribution-bg': alpha(palette.background.paper, 0.92),
    '--rp-attribution-text': palette.text.primary,
  };
};
