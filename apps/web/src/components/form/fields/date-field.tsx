import TextField from '@mui/material/TextField';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, DATETIME_STEP_MINUTES } from '@rede/domain';
import { FORM_TEXTS } from '../texts';
import { helperOf, type TFieldProps } from './field-props';

/** Native date (yyyy-MM-dd) or datetime-local (5-minute steps, on Brasília's clocks) input, limited to 1900–2099. */
export const DateField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }: TFieldProps) => {
  const withTime = field.type === 'datetime';
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={field.label}
      type={withTime ? 'datetime-local' : 'date'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helperOf(field, error) ?? (withTime ? FORM_TEXTS.brasiliaTime : undefined)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: withTime
          ? { min: `${DATE_MIN_YEAR}-01-01T00:00`, max: `${DATE_MAX_YEAR}-12-31T23:55`, step: DATETIME_STEP_MINUTES * 60 }
          : { min: `${DATE_MIN_YEAR}-01-01`, max: `${DATE_MAX_YEAR}-12-31` },
      }}
    />
  );
};
