import { useEffect, useState, type Ref } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_TABLE_FILTER_MS, isValidCnpj, isValidEmail } from '@rede/domain';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { applyFieldMask } from '@/components/form/masks';
import type { TFieldRenderProps } from '@/components/form/types';
import { checkExist, type TExistKind } from '../api/check-exist';

type TExistsFieldProps = TFieldRenderProps & {
  kind: TExistKind;
  /** '<title> Já está em uso'. */
  title: string;
  checkingLabel: string;
  onInUse?: (kind: TExistKind, inUse: boolean) => void;
  name?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

const isCheckable = (kind: TExistKind, value: string) => (kind === 'cnpj' ? isValidCnpj(value) : isValidEmail(value));

/** A text input checked live (debounced) against GET /checkExist: a taken value shows '<title> Já está em uso'. */
export const ExistsField = ({ field, name = field.property, value, onChange, onBlur, error, required, disabled, inputRef, kind, title, checkingLabel, onInUse }: TExistsFieldProps) => {
  const text = typeof value === 'string' ? value : '';
  const [inUse, setInUse] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    setInUse(null);
    onInUse?.(kind, false);
    if (!isCheckable(kind, text)) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setChecking(true);
      checkExist(kind, text, controller.signal)
        .then((exists) => {
          setInUse(exists ? text : null);
          onInUse?.(kind, exists);
        })
        .catch(() => undefined) // the registration answers the same question
        .finally(() => {
          if (!controller.signal.aborted) setChecking(false);
        });
    }, DEBOUNCE_TABLE_FILTER_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [kind, text, onInUse]);

  const inUseMessage = inUse !== null && inUse === text ? formatMessage(MESSAGES.validation.inUse, { title }) : null;
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={field.label}
      value={text}
      onChange={(event) => onChange(applyFieldMask(field.mask, event.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      type={kind === 'email' ? 'email' : 'text'}
      required={required}
      disabled={disabled}
      error={Boolean(error) || Boolean(inUseMessage)}
      helperText={error ?? inUseMessage ?? field.helperText}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete: kind === 'email' ? 'email' : 'off', ...(field.maxLength ? { maxLength: field.maxLength } : {}) },
        formHelperText: inUseMessage && !error ? { role: 'alert' } : undefined,
        input: checking
          ? { endAdornment: <InputAdornment position="end"><CircularProgress size={18} aria-label={checkingLabel} /></InputAdornment> }
          : undefined,
      }}
    />
  );
};
