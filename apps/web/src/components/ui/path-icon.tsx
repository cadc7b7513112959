import type { ComponentProps } from 'react';
import { styled } from '@mui/material/styles';

/** MUI's SvgIcon look (1em, the text's colour); MUI's SvgIcon itself stays out of the public home's first load. */
const Svg = styled('svg')({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
});

type TPathIconProps = Omit<ComponentProps<typeof Svg>, 'children'> & {
  /** A Material icon's path (first-load-icon-paths, icon-paths), 24×24. */
  path: string;
};

/** A Material icon drawn from its path; decorative (hidden from screen readers): the control around it has the name. */
export const PathIcon = ({ path, ...rest }: TPathIconProps) => (
  <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <path d={path} />
  </Svg>
);
