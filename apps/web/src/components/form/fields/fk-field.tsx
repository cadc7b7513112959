import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FORM_TEXTS } from '../texts';
import type { TFieldOption } from '../types';
import { useFieldOptions } from '../use-field-options';
import { type TFieldProps } from './field-props';
import { optionFor, recordOptions, sameOptionValue } from './option-labels';

/** fk / manytoonefk / onetoonefk: one related record, chosen from loaded options. */
export const FkField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, record }: TFieldProps) => {
  const { options, loading, failed } = useFieldOptions(field, values);
  const selected = optionFor(value, options, recordOptions(field, record));
  return (
    <Autocomplete<TFieldOption>
      id={`field-${name}`}
      options={options as TFieldOption[]}
      value={selected}
      onChange={(_event, option) => onChange(option ? option.value : null)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => Boolean(option.disabled)}
      isOptionEqualToValue={(option, current) => sameOptionValue(option.value, current.value)}
      loading={loading}
      loadingText={FORM_TEXTS.loadingOptions}
      noOptionsText={failed ? FORM_TEXTS.itemsNotLoaded : FORM_TEXTS.noOptions}
      disabled={disabled}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={field.label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (failed ? FORM_TEXTS.itemsNotLoaded : field.helperText)}
          inputRef={inputRef}
        />
      )}
    />
  );
};
