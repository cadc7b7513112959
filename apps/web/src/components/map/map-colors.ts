import { brown, yellow } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The map kit's colours as CSS custom properties (map.css reads them), from the MUI theme: set on the map's
 * container, so the pins follow light/dark mode and the brand's primary colour. Pins and clusters are the
 * theme's error red (section 4: red markers); the visitor's dot and the keyboard focus ring are the primary
 * colour. The selected pin is the specification's yellow: the palette has no yellow (its warning is an amber
 * chosen for text contrast), so it comes from MUI's colour set, with a dark brown edge.
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
    '--rp-user': palette.primary.main,
    '--rp-user-halo': alpha(palette.primary.main, 0.35),
    '--rp-focus': palette.primary.main,
  };
};
