import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PasswordStrengthBar } from '@/components/ui/password-strength-bar';
import { FORM_TEXTS } from '../texts';
import { helperOf, type TFieldProps } from './field-props';

/**
 * Password input with a show/hide toggle; the engine renders it twice (the field and its `_confirm`
 * twin). With `field.strengthBar` the field itself (not its twin) shows the strength bar below.
 */
export const PasswordField = ({
  field,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  inputRef,
  autoComplete = 'new-password',
}: TFieldProps & { label?: string; autoComplete?: string }) => {
  const [visible, setVisible] = useState(false);
  const input = (
    <TextField
      id={`field-${name}`}
      name={name}
      label={label ?? field.label}
      type={visible ? 'text' : 'password'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={label ? error : helperOf(field, error)}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? FORM_TEXTS.hidePassword : FORM_TEXTS.showPassword}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  if (!field.strengthBar || label) return input;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {input}
      <PasswordStrengthBar password={typeof value === 'string' ? value : ''} />
    </Box>
  );
};
