import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TFieldRenderProps } from '@/components/form/types';

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** The visual identity colour: a colour picker beside a #rrggbb text input ('' clears it). */
export const ColorField = ({ field, value, onChange, onBlur, error, disabled }: TFieldRenderProps) => {
  const text = typeof value === 'string' ? value : '';
  const name = field.property;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={field.label}
        value={HEX.test(text) && text.length === 7 ? text : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        disabled={disabled}
        sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' }}
      />
      <TextField
        id={`field-${name}`}
        name={name}
        label={field.label}
        value={text}
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? field.helperText}
        placeholder="#c62828"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
    </Box>
  );
};
