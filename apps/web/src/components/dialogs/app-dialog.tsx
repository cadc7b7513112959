/** One dialog of DialogsProvider (lazy chunk): icon and title, message, Cancelar/Continuar or the single button. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { TDialogState } from './dialogs-provider';

const ICONS = {
  info: InfoOutlinedIcon,
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
  error: ErrorOutlineIcon,
  question: HelpOutlineIcon,
} as const;

const ICON_COLORS = { info: 'info', success: 'success', warning: 'warning', error: 'error', question: 'primary' } as const;

type TAppDialogProps = { dialog: TDialogState; open: boolean; onClose: (value: boolean) => void; onExited: () => void };

export const AppDialog = ({ dialog, open, onClose, onExited }: TAppDialogProps) => {
  const Icon = ICONS[dialog.severity];
  const titleId = `app-dialog-title-${dialog.id}`;
  const textId = `app-dialog-text-${dialog.id}`;
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      slotProps={{ transition: { onExited } }}
      aria-labelledby={titleId}
      aria-describedby={dialog.message ? textId : undefined}
      role={dialog.kind === 'confirm' || dialog.severity === 'error' ? 'alertdialog' : 'dialog'}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Icon color={ICON_COLORS[dialog.severity]} aria-hidden />
          <span>{dialog.title}</span>
        </Stack>
      </DialogTitle>
      {dialog.message ? (
        <DialogContent>
          <DialogContentText id={textId} component="div" sx={{ whiteSpace: 'pre-line' }}>
            {dialog.message}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {dialog.kind === 'confirm' ? (
          <Button variant="outlined" onClick={() => onClose(false)}>
            {dialog.cancelText}
          </Button>
        ) : null}
        <Button variant="contained" color={dialog.confirmColor} onClick={() => onClose(true)} autoFocus={dialog.kind !== 'confirm'}>
          {dialog.confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
