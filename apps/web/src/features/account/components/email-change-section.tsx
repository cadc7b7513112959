import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { type TEmailChangeConfirm, type TEmailChangeRequest, type TEmailChangeSent } from '@rede/domain';
import { useT } from '@/lib/i18n';
import { emailChangeConfirmSchema, emailChangeRequestSchema, useConfirmEmailChange, useSendEmailChangeCode } from '../api/change-email';
import { applyServerError } from './apply-server-error';

/**
 * Meu Perfil, 'E-mail de acesso': the login e-mail changes in two steps — the new address with the
 * current password (a code goes to the new address), then the code. Until then nothing changes; after
 * it the other sessions end and the old address is told.
 */
export const EmailChangeSection = ({ email, onChanged }: { email: string; onChanged: (message: string) => void }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<TEmailChangeSent | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendEmailChangeCode();
  const confirm = useConfirmEmailChange();
  const request = useForm<TEmailChangeRequest>({ resolver: zodResolver(emailChangeRequestSchema), defaultValues: { email: '', password: '' } });
  const code = useForm<TEmailChangeConfirm>({ resolver: zodResolver(emailChangeConfirmSchema), defaultValues: { code: '' } });

  const reset = () => {
    setOpen(false);
    setSent(null);
    setFormError(null);
    request.reset();
    code.reset();
  };

  const onSend = request.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent(await send.mutateAsync(values));
      code.reset();
    } catch (error) {
      setFormError(applyServerError(error, request.setError, 'emailChange', ['email', 'password']));
    }
  });

  const onConfirm = code.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
      reset();
      onChanged(t('account.emailChange.done'));
    } catch (error) {
      setFormError(applyServerError(error, code.setError, 'emailChange', ['code']));
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="email-change-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="email-change-title" variant="h6" component="h3" gutterBottom>
        {t('account.emailChange.title')}
      </Typography>
      <TextField
        label={t('account.emailChange.current')}
        value={email}
        fullWidth
        variant="filled"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2 }}
      />
      {!open ? (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('account.emailChange.open')}
        </Button>
      ) : sent === null ? (
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSend(event)} aria-label={t('account.emailChange.open')}>
          <Typography color="text.secondary">{t('account.emailChange.intro')}</Typography>
          <TextField
            {...request.register('email')}
            label={t('account.emailChange.newEmail')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            error={Boolean(request.formState.errors.email)}
            helperText={request.formState.errors.email?.message}
          />
          <TextField
            {...request.register('password')}
            label={t('account.emailChange.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            error={Boolean(request.formState.errors.password)}
            helperText={request.formState.errors.password?.message}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={send.isPending}>
              {t('account.emailChange.send')}
            </Button>
            <Button onClick={reset}>{t('account.emailChange.cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onConfirm(event)} aria-label={t('account.emailChange.confirm')}>
          <Alert severity="info">{sent.message}</Alert>
          <TextField
            {...code.register('code')}
            label={t('account.emailChange.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 6 } }}
            error={Boolean(code.formState.errors.code)}
            helperText={code.formState.errors.code?.message ?? t('account.emailChange.codeHint')}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={confirm.isPending}>
              {t('account.emailChange.confirm')}
            </Button>
            <Button onClick={() => setSent(null)}>{t('account.emailChange.resend')}</Button>
            <Button onClick={reset}>{t('account.emailChange.cancel')}</Button>
          </Stack>
        </Stack>
      )}
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      ) : null}
    </Paper>
  );
};
