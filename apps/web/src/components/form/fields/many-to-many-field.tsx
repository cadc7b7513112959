import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { SELECT_MAX_TAGS } from '@rede/domain';
import { FORM_TEXTS } from '../texts';
import type { TFieldOption } from '../types';
import { useFieldOptions } from '../use-field-options';
import { type TFieldProps } from './field-props';
import { optionFor, recordOptions, sameOptionValue } from './option-labels';

/** manytomanyfk: several related records; at most 2 tags are shown, then '+N' (section 2). */
export const ManyToManyField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, record }: TFieldProps) => {
  const { options, loading, failed } = useFieldOptions(field, values);
  const fallback = recordOptions(field, record);
  const selected = (Array.isArray(value) ? value : []).map((item) => optionFor(item, options, fallback)).filter((o): o is TFieldOption => o !== null);
  return (
    <Autocomplete<TFieldOption, true>
      id={`field-${name}`}
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      onChange={(_event, chosen) => onChange(chosen.map((o) => o.value))}
      onBlur={onBlur}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => Boolean(option.disabled)}
      isOptionEqualToValue={(option, current) => sameOptionValue(option.value, current.value)}
      loading={loading}
      loadingText={FORM_TEXTS.loadingOptions}
      noOptionsText={failed ? FORM_TEXTS.itemsNotLoaded : FORM_TEXTS.noOptions}
      disabled={disabled}
      fullWidth
      renderValue={(chosen, getItemProps) => (
        <>
          {chosen.slice(0, SELECT_MAX_TAGS).map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={option.label} size="small" {...itemProps} />;
          })}
          {chosen.length > SELECT_MAX_TAGS ? (
            <Chip
              size="small"
              label={FORM_TEXTS.moreTags(chosen.length - SELECT_MAX_TAGS)}
              title={chosen
                .slice(SELECT_MAX_TAGS)
                .map((o) => o.label)
                .join(', ')}
            />
          ) : null}
        </>
      )}
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
