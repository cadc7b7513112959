import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { helperOf, type TFieldProps } from './field-props';

/**
 * permissions: a slot. The users/roles feature passes the features × actions matrix as
 * `field.render`; without it, the field's options are offered as a plain checkbox list.
 */
export const PermissionsField = (props: TFieldProps) => {
  const { field, value, onChange, onBlur, error, required, disabled, values, mode } = props;
  if (field.render) return <>{field.render({ field, value, onChange, onBlur, error, values, mode, disabled })}</>;
  const selected = new Set(Array.isArray(value) ? value.map(String) : []);
  const helper = helperOf(field, error);
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled}>
      <FormLabel component="legend">{field.label}</FormLabel>
      <FormGroup>
        {(field.options ?? []).map((option) => {
          const key = String(option.value);
          return (
            <FormControlLabel
              key={key}
              label={option.label}
              control={
                <Checkbox
                  checked={selected.has(key)}
                  onChange={(event) => {
                    const next = new Set(selected);
                    if (event.target.checked) next.add(key);
                    else next.delete(key);
                    onChange([...next]);
                  }}
                  onBlur={onBlur}
                />
              }
            />
          );
        })}
      </FormGroup>
      {helper ? <FormHelperText>{helper}</FormHelperText> : null}
    </FormControl>
  );
};
