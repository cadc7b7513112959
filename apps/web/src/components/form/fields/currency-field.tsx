import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatCurrency, parseCurrency } from '@rede/domain';
import { helperOf, type TFieldProps } from './field-props';

/** 'R$ 1.234,56' → '1.234,56': what the input shows beside its 'R$' adornment. */
export const formatCentsForInput = (cents: number | null | undefined): string =>
  cents === null || cents === undefined
    ? ''
    : formatCurrency(cents)
        .replace(/^\s*R\$\s*/u, '')
        .trim();

/**
 * Money in BRL, held in cents (section 5): shown divided by 100; typing is free and parsed the
 * specified way (symbol and thousands separators stripped, decimal comma, non-numeric → 0).
 */
export const CurrencyField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }: TFieldProps) => {
  const cents = typeof value === 'number' ? value : null;
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={field.label}
      value={draft ?? formatCentsForInput(cents)}
      onFocus={() => setDraft(formatCentsForInput(cents))}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value.trim() === '' ? null : parseCurrency(event.target.value));
      }}
      onBlur={() => {
        setDraft(null);
        onBlur();
      }}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helperOf(field, error)}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      }}
    />
  );
};
