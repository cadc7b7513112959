import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { FORM_TEXTS } from '../texts';
import { helperOf, type TFieldProps } from './field-props';

/** A switch with the field's label and the current state's label (Sim/Não, Ativo/Inativo). */
export const BooleanField = ({ field, name, value, onChange, onBlur, error, disabled, inputRef }: TFieldProps) => {
  const checked = value === true;
  const labels = field.booleanLabels ?? { true: FORM_TEXTS.yes, false: FORM_TEXTS.no };
  const helper = helperOf(field, error);
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset" variant="standard">
      <FormLabel component="legend" id={`field-${name}-label`}>
        {field.label}
      </FormLabel>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { ref: inputRef, 'aria-labelledby': `field-${name}-label`, role: 'switch' } }}
          />
        }
        label={checked ? labels.true : labels.false}
      />
      {helper ? <FormHelperText>{helper}</FormHelperText> : null}
    </FormControl>
  );
};
