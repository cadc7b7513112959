import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type TNativeSelectFieldProps = {
  /** The query parameter it submits as in the plain GET form (the page without JavaScript). */
  name?: string;
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  children: ReactNode;
};

const ROOT_SX: SxProps<Theme> = {
  position: 'relative',
  minWidth: 0,
  '& > label': {
    position: 'absolute',
    top: 0,
    left: 10,
    transform: 'translateY(-50%)',
    px: 0.5,
    bgcolor: 'background.paper',
    color: 'text.secondary',
    fontSize: '0.75rem',
    lineHeight: 1.2,
    pointerEvents: 'none',
    maxWidth: 'calc(100% - 24px)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '&[data-disabled]': { color: 'text.disabled' },
  },
  '& > select': {
    display: 'block',
    width: '100%',
    height: 40,
    px: 1.5,
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'grey.600',
    borderRadius: 1,
    cursor: 'pointer',
    '&:hover:not(:disabled)': { borderColor: 'text.primary' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
    '& option': { color: 'text.primary', bgcolor: 'background.paper' },
    '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled', cursor: 'default' },
  },
};

/**
 * A small outlined native select with its label on the border, drawn with the theme's colours: the look
 * of MUI's outlined field without its input components (InputBase, FormControl, Select…), which would
 * weigh on the home's first load. Native: the phone's own picker, keyboard and screen readers as usual.
 */
export const NativeSelectField = ({ id, name, label, value, onChange, disabled, children }: TNativeSelectFieldProps) => {
  return (
    <Box sx={ROOT_SX}>
      <label htmlFor={id} data-disabled={disabled || undefined}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={onChange} disabled={disabled}>
        {children}
      </select>
    </Box>
  );
};
