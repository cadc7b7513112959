import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FORM_TEXTS } from '../texts';
import { useFieldOptions } from '../use-field-options';
import { helperOf, type TFieldProps } from './field-props';
import { sameOptionValue } from './option-labels';

/** options: one of a fixed (or loaded) list of choices. */
export const OptionsField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values }: TFieldProps) => {
  const { options, loading, failed } = useFieldOptions(field, values);
  const current = options.find((o) => sameOptionValue(o.value, value));
  const selectValue = current ? String(current.value) : '';
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      select
      label={field.label}
      value={selectValue}
      onChange={(event) => {
        const chosen = options.find((o) => String(o.value) === String(event.target.value));
        onChange(chosen ? chosen.value : '');
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (failed ? FORM_TEXTS.itemsNotLoaded : helperOf(field))}
      fullWidth
    >
      {required ? null : (
        <MenuItem value="">
          <em>{FORM_TEXTS.none}</em>
        </MenuItem>
      )}
      {loading ? (
        <MenuItem value="" disabled>
          {FORM_TEXTS.loadingOptions}
        </MenuItem>
      ) : null}
      {failed ? (
        <MenuItem value="" disabled>
          {FORM_TEXTS.itemsNotLoaded}
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
