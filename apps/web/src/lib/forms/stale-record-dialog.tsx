import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@rede/domain/messages';

const TEXTS = MESSAGES.staleRecord;

type TProps = {
  /** The server's message ('Esta empresa foi alterada por outra pessoa em …'); null closes the dialog. */
  message: string | null;
  /** Loads the record again (the form then shows it, dropping what was typed); absent: only keep editing. */
  onReload?: (() => void) | undefined;
  /** Shows the fields that differ from the version saved meanwhile; absent: not offered. */
  onCompare?: (() => void) | undefined;
  onClose: () => void;
};

/**
 * A save refused because someone else changed the record (409 STALE_RECORD): reload the record (what was
 * typed is lost, as the dialog warns), compare what differs, or keep editing.
 */
export const StaleRecordDialog = ({ message, onReload, onCompare, onClose }: TProps) => (
  <Dialog open={message !== null} onClose={onClose} aria-labelledby="stale-record-title" aria-describedby="stale-record-text">
    <DialogTitle id="stale-record-title">{TEXTS.dialogTitle}</DialogTitle>
    <DialogContent>
      <DialogContentText id="stale-record-text">{message}</DialogContentText>
      {onReload ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {TEXTS.reloadWarning}
        </Alert>
      ) : null}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        {TEXTS.keepEditing}
      </Button>
      {onCompare ? (
        <Button
          onClick={() => {
            onClose();
            onCompare();
          }}
        >
          {TEXTS.compare}
        </Button>
      ) : null}
      {onReload ? (
        <Button
          color="warning"
          variant="contained"
          onClick={() => {
            onClose();
            onReload();
          }}
        >
          {TEXTS.reload}
        </Button>
      ) : null}
    </DialogActions>
  </Dialog>
);
