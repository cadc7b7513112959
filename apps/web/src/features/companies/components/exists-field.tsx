import { useEffect, useState, type Ref } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_TABLE_FILTER_MS, isValidCnpj, isValidEmail } from '@rede/domain';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { applyFieldMask } from '@/components/form/masks';
import type { TFieldRenderProps } from '@/components/form/types';
import { useT } from '@/lib/i18n';
import { checkExist, type TExistField } from '../api/check-exist';

type TExistsFieldProps = TFieldRenderProps & {
  name?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  kind: TExistField;
  /** The title in '<title> Já está em uso'. */
  title: string;
  /** The company (cnpj) or the user (e-mail) being edited: its own value is not 'in use'. */
  ignoreId?: number | null;
  check?: typeof checkExist;
};

const isCheckable = (kind: TExistField, value: string) => (kind === 'cnpj' ? isValidCnpj(value) : isValidEmail(value));

/**
 * A text field checked live against the server (GET /api/checkExist/{cnpj|email}): a value another
 * record holds shows '<title> Já está em uso' (the database refuses it on save as well).
 */
export const ExistsField = ({
  field,
  name = field.property,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  inputRef,
  kind,
  title,
  ignoreId,
  check = checkExist,
}: TExistsFieldProps) => {
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  const [inUse, setInUse] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    setInUse(null);
    if (!isCheckable(kind, text)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setChecking(true);
      check(kind, text, ignoreId, controller.signal)
        .then((exists) => setInUse(exists ? text : null))
        .catch(() => undefined) // the save answers the same question; a failed check blocks nothing
        .finally(() => {
          if (!controller.signal.aborted) setChecking(false);
        });
    }, DEBOUNCE_TABLE_FILTER_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [kind, text, ignoreId, check]);

  const inUseMessage = inUse !== null && inUse === text ? formatMessage(MESSAGES.validation.inUse, { title }) : null;
  const shown = error ?? inUseMessage ?? field.helperText;
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
      helperText={shown}
      placeholder={field.mask === 'cnpj' ? '00.000.000/0000-00' : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          ...(kind === 'cnpj' ? { autoCapitalize: 'characters' } : { autoComplete: 'off' }),
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
        },
        formHelperText: inUseMessage && !error ? { role: 'alert' } : undefined,
        input: checking
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={t('companies.checking')} />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
};
