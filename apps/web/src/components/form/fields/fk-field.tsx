import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FORM_TEXTS } from '../texts';
import type { TFieldOption } from '../types';
import { useFieldOptions } from '../use-field-options';
import { type TFieldProps } from './field-props';
import { optionFor, recordOptions, sameOptionValue } from './option-labels';
import { useOptionSearch } from './use-option-search';

/** fk / manytoonefk / onetoonefk: one related record, chosen from loaded (or server-searched) options. */
export const FkField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, record }: TFieldProps) => {
  const search = useOptionSearch(Boolean(field.searchOptions));
  const { options, loading, failed } = useFieldOptions(field, values, search.term);
  const selected = optionFor(value, options, [...search.picked, ...recordOptions(field, record)]);
  return (
    <Autocomplete<TFieldOption>
      id={`field-${name}`}
      options={options}
      value={selected}
      onChange={(_event, option) => {
        search.pick(option);
        onChange(option ? option.value : null);
      }}
      {...search.autocompleteProps}
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
