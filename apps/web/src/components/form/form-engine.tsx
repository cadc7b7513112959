import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { formModeOf } from '@rede/domain/form';
import { MESSAGES } from '@rede/domain/messages';
import { fieldByName, isFieldVisible, type TFormContext } from './field-rules';
import { isDisplayableField } from './field-value';
import { FormField } from './form-field';
import { AsyncChecksContext, type TAsyncCheck, type TAsyncChecks } from './async-checks';
import { createFormResolver } from './form-resolver';
import { useFormServices } from './form-services';
import { FormStepper } from './form-stepper';
import { errorMessageOf, formNameOfServerKey, isMissingFieldsError, missingFieldsMessage, serverFieldErrors } from './server-errors';
import { canJumpToStep, firstStepWithError, namesOfStep, stepCountOf, stepOf } from './steps';
import { ApiError } from '@/lib/api-client';
import { registerDraftSaver, storeDraft, takeDraft } from '@/lib/forms/form-drafts';
import { StaleRecordDialog } from '@/lib/forms/stale-record-dialog';
import { UnsavedChangesGuard, type TGuardControl } from '@/lib/forms/unsaved-changes-guard';
import { useRecordAccess } from '@/lib/record-access';
import { RecordDetails } from './record-details';
import { StaleRecordCompareDialog } from './stale-record-compare';
import { FORM_TEXTS } from './texts';
import type { TFormField, TFormMode, TFormValues } from './types';
import { UploadProgressContext } from './upload-progress-context';
import { uploadFieldErrors } from './uploads';
import { pendingFilesOf, toFieldValue, toFormValues, toPayload } from './values';

export type TSaveContext = { mode: TFormMode; id: string | number | null };

export type TFormEngineProps = {
  fields: readonly TFormField[];
  /** The entity's zod schema from @rede/domain; it validates the payload the form would send. */
  schema?: z.ZodType;
  /** Step titles; more than one step gives the horizontal stepper with a card per step. */
  steps?: readonly string[];
  /** Only earlier steps can be jumped to from the stepper (default true). */
  stepByStepValidation?: boolean;
  /** The record's id: present → update mode ('Salvar'), absent → create mode ('Cadastrar'). */
  id?: string | number | null;
  /** The record being edited (as the API answers it). */
  record?: TFormValues;
  /** Overrides the session's admin flag (showIfAdmin). */
  isAdmin?: boolean;
  /** Saves the payload (files already uploaded); throw the API error to show it. */
  onSave: (payload: TFormValues, context: TSaveContext) => Promise<unknown> | unknown;
  onSaved?: (result: unknown, payload: TFormValues) => void;
  /**
   * A save failure the screen shows itself (e.g. 'Senha inválida' under the form): return true and
   * the engine shows nothing; otherwise it puts validation answers on the fields or opens the dialog.
   */
  onSaveError?: (error: unknown) => boolean | void;
  /** Shows a 'Cancelar' button. */
  onCancel?: () => void;
  /** Text of the last-step button when it is not a record's Cadastrar / Salvar (e.g. 'Alterar senha'). */
  submitLabel?: string;
  disabled?: boolean;
  /** Shown above the fields (a warning, an explanation). */
  header?: ReactNode;
  /**
   * Loads the record again: offered when a save is refused because someone else changed it (409
   * STALE_RECORD). On 'Recarregar' the new record then replaces what was typed; on 'Comparar' it is only
   * compared with what the form holds.
   */
  onReload?: () => void;
};

const EMPTY_RECORD: TFormValues = {};

/** True once the record loaded is the version the 409 named (or a later one); true without a version to wait for. */
const isCurrentVersion = (loaded: unknown, stale: string | null): boolean =>
  stale === null || (typeof loaded === 'string' && Date.parse(loaded) >= Date.parse(stale));

const errorNames = (errors: FieldErrors<TFormValues>): string[] =>
  Object.entries(errors)
    .filter(([, error]) => Boolean(error))
    .map(([name]) => name);

/**
 * The form engine: fields from definitions, validation from the domain's zod schema plus the
 * definitions' own rules (react-hook-form), single- or multi-step. On submit the picked files
 * are uploaded first, then `onSave` gets the payload; a 400 'Missing fields, see additionalData'
 * lands on the fields and in 'Campos Obrigatórios: …'.
 */
export const FormEngine = ({
  fields,
  schema,
  steps,
  stepByStepValidation = true,
  id = null,
  record = EMPTY_RECORD,
  isAdmin,
  onSave,
  onSaved,
  onSaveError,
  onCancel,
  submitLabel,
  disabled = false,
  header,
  onReload,
}: TFormEngineProps) => {
  const services = useFormServices();
  // on a record route without the permission to save it: shown, never editable (the route guard decides)
  const isReadOnly = !useRecordAccess().canSave;
  const mode: TFormMode = formModeOf({ id });
  const context: TFormContext = { mode, isAdmin: isAdmin ?? services.isAdmin };
  const contextRef = useRef(context);
  contextRef.current = context;
  const idRef = useRef(id);
  idRef.current = id;

  // fields' checks the server answers (CNPJ / e-mail in use): registered by the fields, awaited by the resolver
  const asyncChecksRef = useRef(new Map<string, TAsyncCheck>());
  const asyncChecks = useMemo<TAsyncChecks>(
    () => ({
      register: (name, check) => {
        asyncChecksRef.current.set(name, check);
        return () => {
          if (asyncChecksRef.current.get(name) === check) asyncChecksRef.current.delete(name);
        };
      },
    }),
    [],
  );

  const resolver = useMemo(() => {
    const base = createFormResolver(
      fields,
      schema,
      () => (contextRef.current.mode === 'update' ? { id: idRef.current } : {}),
      () => asyncChecksRef.current,
    );
    const resolver: typeof base = (values, _context, options) => base(values, contextRef.current, options);
    return resolver;
  }, [fields, schema]);

  const [defaultValues] = useState(() => toFormValues(fields, record));
  const form = useForm<TFormValues, TFormContext>({ defaultValues, resolver, mode: 'onTouched', reValidateMode: 'onChange' });
  const { control, trigger, getValues, setError, setValue, reset, formState } = form;
  const values = useWatch({ control }) as TFormValues;

  // unsaved changes: leaving asks first (router blocker + beforeunload); an expired session keeps them
  const isDirty = formState.isDirty && !isReadOnly;
  const guardRef = useRef<TGuardControl | null>(null);
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  // the version the server answered with the 409, and whether its comparison with the form is open
  const [staleVersion, setStaleVersion] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!isDirty) return;
    return registerDraftSaver(() => {
      storeDraft(getValues());
      guardRef.current?.release();
    });
  }, [isDirty, getValues]);
  // only when the form opens: the draft belongs to this page's first render
  const restoreDraft = useEffectEvent(() => {
    const draft = takeDraft();
    if (!draft) return;
    for (const field of fields) {
      if (field.property in draft) setValue(field.property, draft[field.property], { shouldDirty: true });
    }
    setRestored(true);
  });
  useEffect(() => restoreDraft(), []);
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') guardRef.current?.arm();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // a record that arrives or changes (by content, not identity) resets the form, unless the form holds unsaved
  // changes: someone else's save (seen on a refetch) does not replace what was typed; the version the form was
  // filled from stays the one its save sends, so that save meets the 409 and its dialog offers to reload
  const recordKey = JSON.stringify(record);
  const loadedKey = useRef(recordKey);
  const filledVersion = useRef(record.dtUpdate);
  const resetToRecord = useEffectEvent(() => {
    reset(toFormValues(fields, record));
    filledVersion.current = record.dtUpdate;
  });
  const onRecordChange = useEffectEvent(() => {
    if (!form.formState.isDirty) resetToRecord();
  });
  useEffect(() => {
    if (loadedKey.current === recordKey) return;
    loadedKey.current = recordKey;
    onRecordChange();
  }, [recordKey]);
  // Recarregar: the record as last loaded replaces what was typed at once, then the latest is asked for
  const reload = onReload
    ? () => {
        reset(toFormValues(fields, record));
        filledVersion.current = record.dtUpdate;
        onReload();
      }
    : undefined;

  // a field whose loaded choices depend on siblings (optionsDependOn) is emptied when the user
  // changes one of them: its old choice may not exist among the new options
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      for (const field of fields) {
        if (!field.optionsDependOn?.includes(name) || field.property === name) continue;
        setValue(field.property, toFieldValue({ ...field, defaultValue: undefined }, {}), { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [form, fields, setValue]);

  // custom renderers may fill siblings (a CEP fills the address): validate only what shows an error
  const setFieldValue = useCallback(
    (name: string, value: unknown) => setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(form.getFieldState(name).error) }),
    [form, setValue],
  );

  const total = stepCountOf(fields, steps);
  const isMultiStep = total > 1;
  const [step, setStep] = useState(0);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);
  const headingId = useId();

  const goTo = (target: number) => {
    stepChanged.current = true;
    setStep(Math.min(Math.max(target, 0), total - 1));
  };
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    headingRef.current?.focus();
  }, [step]);

  const activeErrorNames = (): string[] => {
    const byName = fieldByName(fields);
    const current = getValues();
    return errorNames(form.formState.errors).filter((name) => {
      const field = byName.get(name);
      return !field || isFieldVisible(field, current, contextRef.current);
    });
  };

  const next = async () => {
    const names = namesOfStep(fields, step, getValues(), contextRef.current);
    const valid = names.length === 0 || (await trigger(names, { shouldFocus: true }));
    const first = firstStepWithError(fields, activeErrorNames());
    if (first !== null && first < step) {
      goTo(first);
      return;
    }
    if (valid) goTo(step + 1);
  };

  const save = async (formValues: TFormValues) => {
    const ctx = contextRef.current;
    try {
      const files = pendingFilesOf(fields, formValues, ctx);
      const uploaded = new Map<File, string>();
      if (files.length > 0) {
        setUploadProgress(0);
        let paths: string[];
        try {
          paths = await services.uploadFiles(files, setUploadProgress);
        } catch (error) {
          // the refusal (type, size, quota, rate, company not approved) under the fields whose files were sent
          for (const [name, message] of Object.entries(uploadFieldErrors(fields, formValues, error))) setError(name, { type: 'server', message });
          throw error;
        }
        files.forEach((file, index) => {
          const path = paths[index];
          if (path) uploaded.set(file, path);
        });
        // keep the stored names, so a retry after a server error does not upload again
        for (const field of fields) {
          if (field.type === 'photo' && formValues[field.property] instanceof File) {
            const path = uploaded.get(formValues[field.property] as File);
            if (path) setValue(field.property, path);
          }
          if (field.type === 'gallery' && Array.isArray(formValues[field.property])) {
            setValue(
              field.property,
              (formValues[field.property] as unknown[]).map((item) => (item instanceof File ? (uploaded.get(item) ?? item) : item)),
            );
          }
        }
      }
      const payload = toPayload(fields, formValues, ctx, uploaded);
      if (ctx.mode === 'update' && payload.id === undefined) payload.id = id;
      // the version the form was filled from: the server refuses the save if the record changed since
      if (ctx.mode === 'update' && typeof filledVersion.current === 'string') payload.expectedUpdatedAt = filledVersion.current;
      const result = await onSave(payload, { mode: ctx.mode, id });
      guardRef.current?.release();
      onSaved?.(result, payload);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.staleRecord) {
        setStaleMessage(error.message);
        const version = error.additionalData?.dtUpdate;
        setStaleVersion(typeof version === 'string' ? version : null);
        return;
      }
      if (onSaveError?.(error) === true) return;
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        const byName = fieldByName(fields);
        const names = new Set(byName.keys());
        const onFields = new Map<string, string>();
        const described: string[] = [];
        for (const [key, message] of Object.entries(fieldErrors)) {
          const name = formNameOfServerKey(key, names);
          if (name && !onFields.has(name)) onFields.set(name, message);
          const field = name ? byName.get(name) : undefined;
          const label = field ? (name === field.property ? field.label : (field.confirmLabel ?? FORM_TEXTS.confirmPassword)) : null;
          described.push(label ? `${label}: ${message}` : message);
        }
        onFields.forEach((message, name) => setError(name, { type: 'server', message }));
        // back to the first step holding a field in error, with the message under the field
        const first = firstStepWithError(fields, [...onFields.keys()]);
        if (first !== null && first !== step) goTo(first);
        services.showError(
          isMissingFieldsError(error) ? `${MESSAGES.errors.missingFieldsDisplay}${[...new Set(described)].join(', ')}` : errorMessageOf(error),
        );
      } else {
        services.showError(errorMessageOf(error));
      }
    } finally {
      setUploadProgress(null);
    }
  };

  const onInvalid = (errors: FieldErrors<TFormValues>) => {
    const names = errorNames(errors);
    const first = firstStepWithError(fields, names);
    if (first !== null && first !== step) goTo(first);
    // errors on properties without a field (schema rules the form cannot show) go to the dialog
    const byName = fieldByName(fields);
    const orphans = Object.fromEntries(names.filter((name) => !byName.has(name)).map((name) => [name, errors[name]?.message ?? ''])) as Record<
      string,
      string
    >;
    if (Object.keys(orphans).length > 0) services.showError(missingFieldsMessage(orphans));
  };

  const isLast = step >= total - 1;
  const submit = form.handleSubmit(save, onInvalid);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isMultiStep && !isLast) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  };

  const submitting = formState.isSubmitting;
  const locked = disabled || submitting;
  const stepFields = fields.filter((f) => (!isMultiStep || stepOf(f) === step) && isFieldVisible(f, values, context));
  const errorSteps = new Set(
    errorNames(formState.errors)
      .map((name) => firstStepWithError(fields, [name]))
      .filter((s): s is number => s !== null),
  );
  const labels = Array.from({ length: total }, (_, i) => steps?.[i] ?? FORM_TEXTS.stepOf(i + 1, total));

  const fieldsGrid = isReadOnly ? (
    <RecordDetails
      fields={fields.filter((f) => isDisplayableField(f, values, context))}
      labels={labels}
      record={record}
      values={values}
      mode={mode}
    />
  ) : (
    <Grid container spacing={2}>
      {stepFields.map((field) => (
        <FormField
          key={field.property}
          field={field}
          control={control}
          values={values}
          mode={mode}
          record={record}
          disabled={locked}
          setFieldValue={setFieldValue}
        />
      ))}
    </Grid>
  );

  const actions = (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1, width: '100%' }}>
      {onCancel ? (
        <Button
          onClick={() => {
            guardRef.current?.release();
            onCancel();
          }}
          disabled={submitting}
          sx={{ mr: 'auto' }}
        >
          {/* nothing to cancel on a record that cannot be changed: the button only leaves */}
          {isReadOnly ? FORM_TEXTS.back : FORM_TEXTS.cancel}
        </Button>
      ) : null}
      {isReadOnly ? null : (
        <>
          {isMultiStep && step > 0 ? (
            <Button onClick={() => goTo(step - 1)} disabled={submitting}>
              {FORM_TEXTS.back}
            </Button>
          ) : null}
          {isMultiStep && !isLast ? (
            <Button variant="contained" type="submit" disabled={disabled || submitting}>
              {FORM_TEXTS.next}
            </Button>
          ) : (
            <Button
              variant="contained"
              type="submit"
              disabled={locked}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              aria-busy={submitting || undefined}
            >
              {submitLabel ?? (mode === 'update' ? FORM_TEXTS.save : FORM_TEXTS.create)}
            </Button>
          )}
        </>
      )}
    </Stack>
  );

  const progress =
    uploadProgress !== null ? (
      <Box sx={{ width: '100%' }} role="status">
        <LinearProgress variant="determinate" value={uploadProgress} aria-label={FORM_TEXTS.uploading(uploadProgress)} />
        <Typography variant="caption" color="text.secondary">
          {FORM_TEXTS.uploading(uploadProgress)}
        </Typography>
      </Box>
    ) : null;

  return (
    <AsyncChecksContext value={asyncChecks}>
      <UploadProgressContext value={uploadProgress}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
          {isReadOnly ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {FORM_TEXTS.readOnly}
            </Alert>
          ) : null}
          {restored ? (
            <Alert severity="info" sx={{ mb: 2 }} onClose={() => setRestored(false)}>
              {MESSAGES.unsavedChanges.restored}
            </Alert>
          ) : null}
          {header}
          {isMultiStep && !isReadOnly ? (
            <Stack spacing={2}>
              <FormStepper
                labels={labels}
                active={step}
                errorSteps={errorSteps}
                canJump={(target) => !submitting && canJumpToStep(target, step, stepByStepValidation)}
                onJump={goTo}
              />
              <Card variant="outlined" component="section" aria-labelledby={headingId}>
                <CardHeader
                  title={
                    <span ref={headingRef} tabIndex={-1} id={headingId} style={{ outline: 'none' }}>
                      {FORM_TEXTS.stepOf(step + 1, total)}
                    </span>
                  }
                  subheader={labels[step]}
                  slotProps={{ title: { component: 'h2', variant: 'h6' } }}
                />
                <CardContent>{fieldsGrid}</CardContent>
                <CardActions sx={{ flexDirection: 'column', gap: 1, px: 2, pb: 2 }}>
                  {progress}
                  {actions}
                </CardActions>
              </Card>
            </Stack>
          ) : (
            <Stack spacing={2}>
              {fieldsGrid}
              {progress}
              {actions}
            </Stack>
          )}
        </Box>
        <UnsavedChangesGuard isDirty={isDirty} controlRef={guardRef} />
        <StaleRecordDialog
          message={staleMessage}
          onReload={reload}
          onCompare={
            onReload
              ? () => {
                  // the version saved meanwhile: the form holds unsaved values, so the record arriving does not reset it
                  onReload();
                  setComparing(true);
                }
              : undefined
          }
          onClose={() => setStaleMessage(null)}
        />
        {reload ? (
          <StaleRecordCompareDialog
            open={comparing}
            fields={fields}
            values={values}
            record={record}
            isCurrent={isCurrentVersion(record.dtUpdate, staleVersion)}
            context={context}
            mode={mode}
            onReload={reload}
            onClose={() => setComparing(false)}
          />
        ) : null}
      </UploadProgressContext>
    </AsyncChecksContext>
  );
};
