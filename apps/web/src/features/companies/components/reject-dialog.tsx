import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useT } from '@/lib/i18n';

type TRejectDialogProps = {
  companyName: string | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Rejection with an optional reason (kept in the log and mailed to the company's administrator). */
export const RejectDialog = ({ companyName, busy = false, onCancel, onConfirm }: TRejectDialogProps) => {
  const t = useT();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const open = companyName !== null;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle id={titleId}>{t('companies.reject.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('companies.reject.text', { name: companyName ?? '' })}</DialogContentText>
        <TextField
          label={t('companies.reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('dialogs.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => onConfirm(reason)} disabled={busy}>
          {t('companies.reject.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
