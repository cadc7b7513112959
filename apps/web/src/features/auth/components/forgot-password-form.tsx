import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { sendResetCodeInputSchema, useSendResetCode, type TSendResetCodeInput } from '../api/send-reset-code';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { FormError } from './form-error';

/** E-mail, spam hint; on success 'E-mail enviado!' and, 1.5 s later, the code verification. */
export const ForgotPasswordForm = () => {
  const t = useT();
  const [params] = useSearchParams();
  const send = useSendResetCode();
  const navigateLater = useDelayedNavigate();
  const { register, handleSubmit, formState } = useForm<TSendResetCodeInput>({
    resolver: zodResolver(sendResetCodeInputSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = handleSubmit((data) =>
    send.mutate(data, {
      onSuccess: () => navigateLater(`/code-verification?email=${encodeURIComponent(data.email)}`),
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-labelledby="forgot-title">
      <div>
        <Typography id="forgot-title" variant="h4" component="h1" gutterBottom>
          {t('auth.forgot.title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.forgot.subtitle')}</Typography>
      </div>
      <TextField
        {...register('email')}
        label={t('auth.forgot.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        fullWidth
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
        disabled={send.isSuccess}
      />
      <Alert severity="info" variant="outlined" role="note">
        {t('auth.forgot.spamHint')}
      </Alert>
      <Button type="submit" variant="contained" size="large" loading={send.isPending} disabled={send.isSuccess}>
        {t('auth.forgot.submit')}
      </Button>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : null}
      <FormError message={send.isError ? getErrorMessage(send.error) : null} />
      <Link to="/login">{t('auth.forgot.backToLogin')}</Link>
    </Stack>
  );
};
