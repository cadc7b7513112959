import { useEffect, useRef, useState, type Ref } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { addressFromLookup, cepMismatch, CEP_DIGITS, isValidCep, maskCep, onlyDigits, type TAddressLookup } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import type { TFieldRenderProps } from '@/components/form/types';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import type { TAddressFocus } from './address-focus';
import { lookupCep } from './lookup-cep';

/** The address properties a CEP fills, by default the company's. */
export type TCepTargets = { logradouro: string; neibor: string; city: string; uf: string };
const COMPANY_TARGETS: TCepTargets = { logradouro: 'logradouro', neibor: 'neibor', city: 'city', uf: 'uf' };

export type TCepFieldProps = TFieldRenderProps & {
  name?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  targets?: TCepTargets;
  /** The form's channel to the map picker: a found address centres the map. */
  focus?: TAddressFocus;
  /** Tests and screens may replace the lookup. */
  lookup?: (cep: string, signal?: AbortSignal) => Promise<TAddressLookup>;
};

/** `lookup`: the lookup failed or found nothing, which the address typed by hand settles. */
type TNotice = { text: string; severity: 'warning' | 'error'; lookup?: boolean } | null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * CEP input (mask 00000-000). Typing the 8th digit looks the address up through the API and fills
 * street, district, city and uf; 'CEP não encontrado' (or the service failure) leaves them editable;
 * a CEP that contradicts the city or uf already entered warns 'Este CEP pode não corresponder à
 * cidade informada' and changes nothing.
 */
export const CepField = ({
  field,
  name = field.property,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  inputRef,
  values,
  setFieldValue,
  targets = COMPANY_TARGETS,
  focus,
  lookup = lookupCep,
}: TCepFieldProps) => {
  const t = useT();
  const [notice, setNotice] = useState<TNotice>(null);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (cep: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setNotice(null);
    try {
      const found = await lookup(cep, current.signal);
      if (current.signal.aborted) return;
      const entered = valuesRef.current;
      if (cepMismatch(found, text(entered[targets.city]), text(entered[targets.uf]))) {
        setNotice({ text: MESSAGES.validation.cepMismatch, severity: 'warning' });
        return;
      }
      const address = addressFromLookup(found);
      const fill = (property: string, next: string) => {
        if (next) setFieldValue?.(property, next);
      };
      fill(targets.logradouro, address.logradouro);
      fill(targets.neibor, address.neibor);
      fill(targets.city, address.city);
      fill(targets.uf, address.uf);
      focus?.emit({ ...address, cep });
    } catch (failure) {
      if (current.signal.aborted) return;
      const notFound = failure instanceof ApiError && failure.statusCode === 404;
      setNotice({ text: notFound ? MESSAGES.cep.notFound : getErrorMessage(failure), severity: notFound ? 'warning' : 'error', lookup: true });
    } finally {
      if (controller.current === current) setLoading(false);
    }
  };

  // a failed lookup stops mattering once the person has typed the whole address
  const addressTyped = [targets.logradouro, targets.neibor, targets.city, targets.uf].every((property) => text(values[property]).trim() !== '');
  const shown = notice?.lookup && addressTyped ? null : notice;
  const helper = error ?? shown?.text ?? field.helperText;
  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={field.label}
      value={text(value)}
      onChange={(event) => {
        const masked = maskCep(event.target.value);
        const before = onlyDigits(text(value));
        onChange(masked);
        const digits = onlyDigits(masked);
        if (digits.length === CEP_DIGITS && digits !== before) {
          // '00000-000' is no CEP: said at once, never looked up
          if (isValidCep(digits)) void run(digits);
          else {
            controller.current?.abort();
            setLoading(false);
            setNotice({ text: MESSAGES.validation.cep, severity: 'error' });
          }
        } else if (digits.length < CEP_DIGITS) setNotice(null);
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={Boolean(error) || shown?.severity === 'error'}
      helperText={helper}
      placeholder="00000-000"
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', 'aria-busy': loading || undefined },
        formHelperText: shown && !error ? { sx: { color: shown.severity === 'warning' ? 'warning.main' : 'error.main' }, role: 'status' } : undefined,
        input: loading
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={t('companies.address.searching')} />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
};
