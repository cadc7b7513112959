import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useT } from '@/lib/i18n';
import { useDeleteAccount } from '../api/delete-account';

/** 'Excluir minha conta': asks first, then deletes the account and goes to /login. */
export const DeleteAccountSection = () => {
  const t = useT();
  const dialogs = useDialogs();
  const deleteAccount = useDeleteAccount();

  const onDelete = async () => {
    const confirmed = await dialogs.confirm({
      title: t('account.deleteAccount.confirmTitle'),
      message: t('account.deleteAccount.confirmMessage'),
      confirmText: t('account.deleteAccount.confirmButton'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    deleteAccount.mutate(undefined, { onError: (error) => void dialogs.showApiError(error) });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="delete-account-title" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}>
      <Typography id="delete-account-title" variant="h6" component="h3" color="error" gutterBottom>
        {t('account.deleteAccount.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.deleteAccount.text')}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        startIcon={deleteAccount.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DeleteForeverOutlinedIcon />}
        disabled={deleteAccount.isPending || deleteAccount.isSuccess}
        onClick={() => void onDelete()}
      >
        {t('account.deleteAccount.button')}
      </Button>
    </Paper>
  );
};
