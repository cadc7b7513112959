import TextField from '@mui/material/TextField';
import { helperOf, type TFieldProps } from './field-props';

/** Whole numbers only; an empty input is null. */
export const parseInteger = (text: string): number | null => {
  const cleaned = text.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');
  if (cleaned === '' || cleaned === '-') return null;
  const n = Number.parseInt(cleaned, 10);
  return Number.isSafeInteger(n) ? n : null;
};

export const IntegerField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }: TFieldProps) => (
  <TextField
    id={`field-${name}`}
    name={name}
    label={field.label}
    value={typeof value === 'number' ? String(value) : ''}
    onChange={(event) => onChange(parseInteger(event.target.value))}
    onBlur={onBlur}
    inputRef={inputRef}
    required={required}
    disabled={disabled}
    error={Boolean(error)}
    helperText={helperOf(field, error)}
    fullWidth
    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]*' } }}
  />
);
