import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { TResetPasswordInput } from '@rede/domain';
import { Link } from '@/components/ui/link';
import { PasswordStrengthBar } from '@/components/ui/password-strength-bar';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { resetPasswordInputSchema, useResetPassword, type TResetPasswordData } from '../api/reset-password';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

type TResetPasswordFormProps = { email: string; code: string };

/** New password with show/hide, strength bar, confirmation; success → 'Senha alterada com sucesso', login 1.5 s later. */
export const ResetPasswordForm = ({ email, code }: TResetPasswordFormProps) => {
  const t = useT();
  const reset = useResetPassword();
  const navigateLater = useDelayedNavigate();
  const { register, handleSubmit, formState, watch } = useForm<TResetPasswordInput, unknown, TResetPasswordData>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email, code, newPassword: '', newPassword_confirm: '' },
  });
  const { errors } = formState;
  const password = String(watch('newPassword') ?? '');
  const linkError = errors.email?.message ?? errors.code?.message ?? null;

  const onSubmit = handleSubmit((data) =>
    reset.mutate({ ...data, newPassword_confirm: data.newPassword_confirm ?? data.newPassword }, { onSuccess: () => navigateLater('/login') }),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-labelledby="reset-title">
      <div>
        <Typography id="reset-title" variant="h4" component="h1" gutterBottom>
          {t('auth.reset.title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.reset.subtitle')}</Typography>
      </div>
      <PasswordField
        {...register('newPassword')}
        label={t('auth.reset.password')}
        autoComplete="new-password"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message}
        disabled={reset.isSuccess}
      />
      <PasswordStrengthBar password={password} />
      <PasswordField
        {...register('newPassword_confirm')}
        label={t('auth.reset.confirm')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.newPassword_confirm)}
        helperText={errors.newPassword_confirm?.message}
        disabled={reset.isSuccess}
      />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending} disabled={reset.isSuccess}>
        {t('auth.reset.submit')}
      </Button>
      {reset.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.reset.success')}
        </Alert>
      ) : null}
      <FormError message={reset.isError ? getErrorMessage(reset.error) : linkError} />
      <Link to="/login">{t('auth.reset.backToLogin')}</Link>
    </Stack>
  );
};
