import { useRef } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FORM_TEXTS } from '../texts';
import { helperOf, type TFieldProps } from './field-props';

/** array: a list of strings, one input per item, with add and remove. */
export const ArrayField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }: TFieldProps) => {
  const items = Array.isArray(value) ? (value as string[]) : [];
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const helper = helperOf(field, error);

  const add = () => {
    onChange([...items, '']);
    requestAnimationFrame(() => inputs.current[items.length]?.focus());
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    onBlur();
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} required={required} fullWidth>
      <FormLabel component="legend">{field.label}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {FORM_TEXTS.noItems}
          </Typography>
        ) : null}
        {items.map((item, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={FORM_TEXTS.itemLabel(field.label, index + 1)}
              value={item}
              disabled={disabled}
              onChange={(event) => onChange(items.map((v, i) => (i === index ? event.target.value : v)))}
              onBlur={onBlur}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[index] = element;
                if (index === 0 && typeof inputRef === 'function') inputRef(element);
              }}
            />
            <IconButton aria-label={FORM_TEXTS.removeItem(field.label, index + 1)} onClick={() => remove(index)} disabled={disabled}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        <div>
          <Button startIcon={<AddIcon />} onClick={add} disabled={disabled} name={name}>
            {FORM_TEXTS.addItem}
          </Button>
        </div>
      </Stack>
      {helper ? <FormHelperText>{helper}</FormHelperText> : null}
    </FormControl>
  );
};
