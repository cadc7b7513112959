import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getErrorMessage } from '@/lib/api-client';
import { isNotFoundError } from './is-not-found';

type TLoadFailedAlertProps = {
  /** The failed query's error: its pt-BR message is shown when it has one. */
  error: unknown;
  /** Shown when the error says nothing a visitor can read. */
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
};

/** A screen's data failed to load: what happened, and a button to try again (not for a record that is not there). */
export const LoadFailedAlert = ({ error, fallback, retryLabel, onRetry }: TLoadFailedAlertProps) => (
  <Alert
    severity="error"
    action={
      isNotFoundError(error) ? undefined : (
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      )
    }
  >
    {getErrorMessage(error) || fallback}
  </Alert>
);
