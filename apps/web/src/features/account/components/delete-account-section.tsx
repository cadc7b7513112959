import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useForm } from 'react-hook-form';
import type { TDeleteItselfInput } from '@rede/domain';
import { useT } from '@/lib/i18n';
import { deleteAccountSchema, useDeleteAccount } from '../api/delete-account';
import { applyServerError } from './apply-server-error';

/**
 * 'Excluir minha conta': a dialog asks for the current password (like the e-mail change), then the
 * account is deleted and the browser goes to /login. A wrong password shows under the field; any other
 * refusal (the last administrator, too many tries) inside the dialog.
 */
export const DeleteAccountSection = () => {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const form = useForm<TDeleteItselfInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  // While the call runs, and after it succeeded (the browser is leaving), nothing can be sent again.
  const busy = deleteAccount.isPending || deleteAccount.isSuccess;

  const openDialog = () => {
    form.reset();
    setFormError(null);
    setOpen(true);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerError(error, form.setError, 'account', ['password']));
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="delete-account-title" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}>
      <Typography id="delete-account-title" variant="h6" component="h3" color="error" gutterBottom>
        {t('account.deleteAccount.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.deleteAccount.text')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlinedIcon />} disabled={busy} onClick={openDialog}>
        {t('account.deleteAccount.button')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle id={titleId}>{t('account.deleteAccount.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {t('account.deleteAccount.confirmMessage')} {t('account.deleteAccount.confirmPassword')}
            </DialogContentText>
            <TextField
              {...form.register('password')}
              label={t('account.deleteAccount.password')}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              autoFocus
              error={Boolean(form.formState.errors.password)}
              helperText={form.formState.errors.password?.message}
            />
            {formError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {formError}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={deleteAccount.isPending} disabled={busy}>
              {t('account.deleteAccount.confirmButton')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Paper>
  );
};
