import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { TInvitationAccept } from '@rede/domain';
import { Link } from '@/components/ui/link';
import { PasswordStrengthBar } from '@/components/ui/password-strength-bar';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { acceptInvitationSchemaFor, useAcceptInvitation, useInvitation, type TAcceptInvitationForm } from '../api/invitation';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

/**
 * The invitation page's form: who is invited (name, e-mail, company), then the password they choose (the
 * policy's messages before sending, the strength bar) and its confirmation. Success logs them in (the auth
 * area goes on to the dashboard). An invalid, used or expired link says so and points to the login.
 */
export const AcceptInvitationForm = ({ token }: { token: string | null }) => {
  const t = useT();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const email = invitation.data?.email ?? null;
  const schema = useMemo(() => acceptInvitationSchemaFor(email), [email]);
  const { register, handleSubmit, formState, watch } = useForm<TAcceptInvitationForm, unknown, TInvitationAccept>({
    resolver: zodResolver(schema),
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const password = String(watch('password') ?? '');
  const onSubmit = handleSubmit((data) => accept.mutate(data));

  const title = (
    <Typography id="invitation-title" variant="h4" component="h1" gutterBottom>
      {t('auth.invitation.title')}
    </Typography>
  );
  if (token === null || invitation.isError) {
    return (
      <Stack spacing={2.5} aria-labelledby="invitation-title">
        {title}
        <FormError message={invitation.isError ? getErrorMessage(invitation.error) : t('auth.invitation.missingToken')} />
        <Link to="/login">{t('auth.invitation.toLogin')}</Link>
      </Stack>
    );
  }
  if (!invitation.data) {
    return (
      <Stack spacing={2.5} aria-labelledby="invitation-title" aria-busy="true">
        {title}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>{t('auth.invitation.loading')}</Typography>
        </Stack>
      </Stack>
    );
  }
  const { name, companyName } = invitation.data;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-labelledby="invitation-title">
      <div>
        {title}
        <Typography color="text.secondary">
          {companyName ? t('auth.invitation.subtitleCompany', { name, company: companyName }) : t('auth.invitation.subtitle', { name })}
        </Typography>
      </div>
      <Typography>
        {t('auth.invitation.loginEmail')} <strong>{invitation.data.email}</strong>
      </Typography>
      <PasswordField
        {...register('password')}
        label={t('auth.invitation.password')}
        autoComplete="new-password"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? t('auth.invitation.rules')}
        disabled={accept.isSuccess}
      />
      <PasswordStrengthBar password={password} />
      <PasswordField
        {...register('confirmPassword')}
        label={t('auth.invitation.confirm')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
        disabled={accept.isSuccess}
      />
      <Button type="submit" variant="contained" size="large" loading={accept.isPending} disabled={accept.isSuccess}>
        {t('auth.invitation.submit')}
      </Button>
      {accept.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.invitation.success')}
        </Alert>
      ) : null}
      <FormError message={accept.isError ? getErrorMessage(accept.error) : (errors.token?.message ?? null)} />
    </Stack>
  );
};
