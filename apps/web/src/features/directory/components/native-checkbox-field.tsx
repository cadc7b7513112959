import { memo, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type TNativeCheckboxFieldProps = {
  label: string;
  /** Submitted as name=value with the form `form` (by id) when the page works without JavaScript. */
  name?: string;
  value?: string;
  form?: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

const ROOT_SX: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 42,
  px: 0.5,
  cursor: 'pointer',
  color: 'text.primary',
  typography: 'body1',
  '& > input': {
    width: 18,
    height: 18,
    m: 0,
    flexShrink: 0,
    cursor: 'pointer',
    accentColor: (theme) => (theme.vars || theme).palette.primary.main,
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  },
};

/**
 * A native checkbox with its label, in the theme's primary colour: the look of MUI's Checkbox + FormControlLabel
 * without their components (SwitchBase, ButtonBase ripple…), which would weigh on the home's first load.
 * Native: Space toggles it, the label is clickable, screen readers announce it as a checkbox.
 */
export const NativeCheckboxField = memo(function NativeCheckboxField({ label, name, value, form, checked, onChange }: TNativeCheckboxFieldProps) {
  return (
    <Box component="label" sx={ROOT_SX}>
      <input type="checkbox" name={name} value={value} form={form} checked={checked} onChange={onChange} />
      {label}
    </Box>
  );
});
