import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

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

/**
 * A small outlined native select with its label on the border, drawn with the theme's colours: the look
 * of MUI's outlined field without its input components (InputBase, FormControl, Select…), which would
 * weigh on the home's first load. Native: the phone's own picker, keyboard and screen readers as usual.
 */
export const NativeSelectField = ({ id, name, label, value, onChange, disabled, children }: TNativeSelectFieldProps) => (
  <Box sx={{ position: 'relative', minWidth: 0 }}>
    <Box
      component="label"
      htmlFor={id}
      sx={{
        position: 'absolute',
        top: 0,
        left: 10,
        transform: 'translateY(-50%)',
        px: 0.5,
        bgcolor: 'background.paper',
        color: disabled ? 'text.disabled' : 'text.secondary',
        fontSize: '0.75rem',
        lineHeight: 1.2,
        pointerEvents: 'none',
        maxWidth: 'calc(100% - 24px)',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
    <Box
      component="select"
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      disabled={disabled}
      sx={{
        display: 'block',
        width: '100%',
        height: 40,
        px: 1.5,
        font: 'inherit',
        fontSize: '1rem',
        color: disabled ? 'text.disabled' : 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: disabled ? 'action.disabled' : 'grey.600',
        borderRadius: 1,
        cursor: disabled ? 'default' : 'pointer',
        '&:hover:not(:disabled)': { borderColor: 'text.primary' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {children}
    </Box>
  </Box>
);
