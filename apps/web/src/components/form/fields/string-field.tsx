import TextField from '@mui/material/TextField';
import { applyFieldMask } from '../masks';
import { helperOf, type TFieldProps } from './field-props';

const INPUT_MODES = { cpf: 'numeric', cnpj: 'text', cep: 'numeric', phone: 'tel', date: 'numeric', datetime: 'numeric' } as const;
const PLACEHOLDERS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  phone: '(00) 00000-0000',
  date: 'dd/mm/aaaa',
  datetime: 'dd/mm/aaaa hh:mm',
} as const;

/** Text input; with a mask (cpf, cnpj, cep, phone, date, datetime) the value is formatted while typing. */
export const StringField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }: TFieldProps) => {
  const mask = field.mask;
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={field.label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(applyFieldMask(mask, event.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      type={field.inputType && field.inputType !== 'password' ? field.inputType : 'text'}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helperOf(field, error)}
      placeholder={field.placeholder ?? (mask ? PLACEHOLDERS[mask] : undefined)}
      multiline={field.multiline}
      minRows={field.multiline ? (field.rows ?? 4) : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          ...(mask ? { inputMode: INPUT_MODES[mask] } : {}),
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
          ...(mask === 'cnpj' ? { autoCapitalize: 'characters' } : {}),
          ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
        },
      }}
    />
  );
};
