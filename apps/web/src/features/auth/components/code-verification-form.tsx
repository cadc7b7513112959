import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, RESET_CODE_LENGTH } from '@rede/domain';
import { Link } from '@/components/ui/link';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { checkResetCodeInputSchema, useCheckResetCode, type TCheckResetCodeInput } from '../api/check-reset-code';
import { FormError } from './form-error';

/** The e-mail (from the link; blank when missing), the 6-digit code, Continuar and 'Reenviar código'. */
export const CodeVerificationForm = () => {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const check = useCheckResetCode();
  const { register, control, handleSubmit, formState, watch } = useForm<TCheckResetCodeInput>({
    resolver: zodResolver(checkResetCodeInputSchema),
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  const email = watch('email');

  const onSubmit = handleSubmit((data) =>
    check.mutate(data, {
      onSuccess: (result) => {
        if (result.correct) {
          void navigate(`/reset-password?email=${encodeURIComponent(data.email)}&code=${encodeURIComponent(data.code)}`);
        }
      },
    }),
  );

  const serverError = check.isError ? getErrorMessage(check.error) : check.isSuccess && !check.data.correct ? MESSAGES.errors.invalidResetCode : null;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-labelledby="code-title">
      <div>
        <Typography id="code-title" variant="h4" component="h1" gutterBottom>
          {t('auth.code.title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.code.subtitle')}</Typography>
      </div>
      <TextField
        {...register('email')}
        label={t('auth.code.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
      />
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH))}
            label={t('auth.code.code')}
            autoComplete="one-time-code"
            autoFocus
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('auth.code.codeHelp')}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: RESET_CODE_LENGTH,
                style: { letterSpacing: '0.5em', fontSize: 24, textAlign: 'center', fontFamily: 'monospace' },
              },
            }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={check.isPending}>
        {t('auth.code.submit')}
      </Button>
      <FormError message={serverError} />
      <Typography variant="body2">
        {t('auth.code.didNotReceive')}{' '}
        <Link to={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}>{t('auth.code.resend')}</Link>
      </Typography>
    </Stack>
  );
};
