/** The snackbar of SnackbarProvider (lazy chunk): the 'default' message with its buttons, or the 'alert' variant. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '@/lib/i18n';
import type { TSnackbarMessage } from './snackbar-provider';

type TSnackbarViewProps = { current: TSnackbarMessage; open: boolean; onClose: () => void; onExited: () => void };

export const SnackbarView = ({ current, open, onClose, onExited }: TSnackbarViewProps) => {
  const t = useT();
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };

  const actionButton = current.action ? (
    <Button
      color={current.variant === 'alert' ? 'inherit' : 'secondary'}
      size="small"
      onClick={() => {
        current.action?.onClick();
        onClose();
      }}
    >
      {current.action.label}
    </Button>
  ) : null;
  const closeButton = (
    <IconButton size="small" color="inherit" aria-label={t('snackbar.close')} onClick={onClose}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );

  return (
    <Snackbar
      open={open}
      onClose={handleClose}
      autoHideDuration={current.autoHideMs ?? null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
      {...(current.variant === 'default'
        ? {
            message: current.message,
            action: (
              <>
                {actionButton}
                {closeButton}
              </>
            ),
          }
        : {})}
    >
      {current.variant === 'alert' ? (
        <Alert
          severity={current.severity}
          variant="filled"
          sx={{ width: '100%' }}
          action={
            <>
              {actionButton}
              {closeButton}
            </>
          }
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
};
