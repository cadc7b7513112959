import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_TABLE_FILTER_MS, isValidCnpj, isValidEmail } from '@rede/domain';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { checkExist, type TExistKind } from '../api/check-exist';
import { useAsyncChecks } from '../async-checks';
import { applyFieldMask } from '../masks';
import { FORM_TEXTS } from '../texts';
import type { TFieldRenderProps } from '../types';

type TExistsFieldProps = TFieldRenderProps & {
  name?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  kind: TExistKind;
  /** The title in '<title> Já está em uso'. */
  title: string;
  /** What follows '<title> Já está em uso' (the registration's way to the partner area), no dead end. */
  inUseHint?: ReactNode;
  /** The company (cnpj) or the user (e-mail) being edited: its own value is not 'in use'. */
  ignoreId?: number | null;
  check?: typeof checkExist;
};

const isCheckable = (kind: TExistKind, value: string) => (kind === 'cnpj' ? isValidCnpj(value) : isValidEmail(value));

/**
 * A text field checked against the server (GET /api/checkExist/{cnpj|email}) as the user types: a value
 * another record holds shows '<title> Já está em uso' at once, and blocks the step and the save like any
 * invalid value (the form awaits the check). A check that fails (offline) blocks nothing: the save asks
 * the database, which refuses a taken value too.
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
  inUseHint,
  ignoreId,
  check = checkExist,
}: TExistsFieldProps) => {
  const text = typeof value === 'string' ? value : '';
  const [inUse, setInUse] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const answers = useRef(new Map<string, Promise<boolean>>());
  const message = formatMessage(MESSAGES.validation.inUse, { title });

  // one request per value (the live check and the form's validation share it)
  const exists = useCallback(
    (candidate: string): Promise<boolean> => {
      let answer = answers.current.get(candidate);
      if (!answer) {
        answer = check(kind, candidate, ignoreId).catch(() => {
          answers.current.delete(candidate);
          return false;
        });
        answers.current.set(candidate, answer);
      }
      return answer;
    },
    [check, kind, ignoreId],
  );
  useEffect(() => answers.current.clear(), [kind, ignoreId, check]);

  const { register } = useAsyncChecks();
  useEffect(
    () =>
      register(name, async (current) => {
        const candidate = typeof current === 'string' ? current : '';
        return isCheckable(kind, candidate) && (await exists(candidate)) ? message : null;
      }),
    [register, name, kind, exists, message],
  );

  useEffect(() => {
    setInUse(null);
    if (!isCheckable(kind, text)) return undefined;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      setChecking(true);
      void exists(text)
        .then((taken) => {
          if (isCurrent) setInUse(taken ? text : null);
        })
        .finally(() => {
          if (isCurrent) setChecking(false);
        });
    }, DEBOUNCE_TABLE_FILTER_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [kind, text, exists]);

  const inUseMessage = inUse !== null && inUse === text ? message : null;
  // the live check's message or the form's (the same check): either way, what to do next follows it
  const taken = error === message || (!error && inUseMessage !== null);
  const helperText =
    taken && inUseHint ? (
      <>
        {message} {inUseHint}
      </>
    ) : (
      (error ?? inUseMessage ?? field.helperText)
    );
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
      helperText={helperText}
      placeholder={field.mask === 'cnpj' ? '00.000.000/0000-00' : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          // a CNPJ's first 12 characters may be letters (alphanumeric CNPJ, July 2026): the text keyboard, capitals
          ...(kind === 'cnpj' ? { autoCapitalize: 'characters', inputMode: 'text' } : {}),
          autoComplete: field.autoComplete ?? 'off',
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
        },
        formHelperText: inUseMessage && !error ? { role: 'alert' } : undefined,
        input: checking
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={FORM_TEXTS.checking} />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
};
