import { useState } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { COORDINATE_DECIMALS } from '@rede/domain';
import { FORM_TEXTS } from '../texts';
import type { TPositionValue } from '../values';
import { helperOf, type TFieldProps } from './field-props';

/** A coordinate as typed, shown with 6 decimals once it is a number ('-23.5' → '-23.500000'). */
export const formatCoordinate = (text: string): string => {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) ? text : n.toFixed(COORDINATE_DECIMALS);
};

const EMPTY: TPositionValue = { latitude: '', longitude: '' };

/**
 * position: latitude and longitude inputs (6 decimals). The map picker plugs into `field.render`,
 * which receives the numeric position and sets it back.
 */
export const PositionField = (props: TFieldProps) => {
  const { field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, mode, setFieldValue } = props;
  const position = (value as TPositionValue | null) ?? EMPTY;
  const [focused, setFocused] = useState<keyof TPositionValue | null>(null);

  const shown = (key: keyof TPositionValue) => (focused === key ? position[key] : formatCoordinate(position[key]));
  const input = (key: keyof TPositionValue, label: string, first: boolean) => (
    <TextField
      id={`field-${name}-${key}`}
      label={label}
      value={shown(key)}
      onFocus={() => setFocused(key)}
      onChange={(event) => onChange({ ...position, [key]: event.target.value.replace(/[^\d.,-]/g, '') })}
      onBlur={() => {
        setFocused(null);
        onChange({ ...position, [key]: formatCoordinate(position[key]) });
        onBlur();
      }}
      inputRef={first ? inputRef : undefined}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={first ? helperOf(field, error) : undefined}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  const numeric = {
    latitude: position.latitude.trim() === '' ? null : Number(position.latitude.replace(',', '.')),
    longitude: position.longitude.trim() === '' ? null : Number(position.longitude.replace(',', '.')),
  };

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-label={field.label}>
      <Grid container spacing={2}>
        {/* the pin first (the map picker), the raw coordinates after it: a person places a store, rarely types degrees */}
        {field.render ? (
          <Grid size={12}>
            {field.render({
              field,
              value: numeric,
              onChange: (next) => {
                const p = next as { latitude: number | null; longitude: number | null } | null;
                onChange({
                  latitude: p?.latitude == null ? '' : p.latitude.toFixed(COORDINATE_DECIMALS),
                  longitude: p?.longitude == null ? '' : p.longitude.toFixed(COORDINATE_DECIMALS),
                });
              },
              onBlur,
              error,
              values,
              mode,
              disabled,
              setFieldValue,
            })}
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 6 }}>{input('latitude', `${field.label} – ${FORM_TEXTS.latitude}`, true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{input('longitude', `${field.label} – ${FORM_TEXTS.longitude}`, false)}</Grid>
      </Grid>
    </fieldset>
  );
};
