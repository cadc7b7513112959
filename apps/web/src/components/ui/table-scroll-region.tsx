import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

/** One style object (not a list or a function): merged into the box's own. */
type TSxObject = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown) | boolean | null | undefined>;

type TTableScrollRegionProps = {
  /**
   * 'group' (default): a table inside a section that already names it; 'region': a landmark of its own (a list's
   * table), named like the list.
   */
  role?: 'group' | 'region';
  /** The box's name (a table's caption or title); or `labelledBy`, the id of the element that names it. */
  label?: string | undefined;
  labelledBy?: string | undefined;
  /** Styles added to the box's own (a border, a position). */
  sx?: TSxObject;
  children: ReactNode;
};

/**
 * A table's scroll box as a named group (or region) the keyboard reaches (a tab stop with a focus ring): a table wider than a
 * phone scrolls sideways, and a box that scrolls must be reachable without a mouse.
 */
export const TableScrollRegion = ({ role = 'group', label, labelledBy, sx, children }: TTableScrollRegionProps) => (
  <TableContainer
    role={role}
    aria-label={labelledBy ? undefined : label}
    aria-labelledby={labelledBy}
    tabIndex={0}
    sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 }, ...sx }}
  >
    {children}
  </TableContainer>
);
