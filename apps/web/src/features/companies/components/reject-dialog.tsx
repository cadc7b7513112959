import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { COMPANY_REJECTION_REASON_MAX, ZCompanyRejectSchema } from '@rede/domain';
import { useT } from '@/lib/i18n';

/** The reason's rule, as the API checks it (required, trimmed, at most 1 000 characters): the message, or null. */
const reasonError = (reason: string): string | null => {
  const parsed = ZCompanyRejectSchema.shape.reason.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

type TRejectDialogProps = {
  companyName: string | null;
  /** Rejecting an approved company's proposed change: only the change is discarded. */
  isChange?: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Rejection with its reason (required: kept in the log and mailed to the company's administrator). */
export const RejectDialog = ({ companyName, isChange = false, busy = false, onCancel, onConfirm }: TRejectDialogProps) => {
  const t = useT();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = companyName !== null;
  const submit = () => {
    const message = reasonError(reason);
    setError(message);
    if (message === null) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('companies.reject.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(isChange ? 'companies.reject.changeText' : 'companies.reject.text', { name: companyName ?? '' })}
        </DialogContentText>
        <TextField
          label={t('companies.reject.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(reasonError(event.target.value));
          }}
          required
          error={error !== null}
          helperText={error ?? `${reason.length}/${COMPANY_REJECTION_REASON_MAX}`}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: COMPANY_REJECTION_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('dialogs.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          {t('companies.reject.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
