import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

/** The spinner shown while the record loads. */
export const RecordLoading = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

type TRecordLoadErrorProps = {
  message: string;
  listPath: string;
  backLabel: string;
  /** Shows the retry button when given. */
  retry?: { label: string; onRetry: () => void };
};

/** The record could not be loaded: the message, retry (optional) and back to the list. */
export const RecordLoadError = ({ message, listPath, backLabel, retry }: TRecordLoadErrorProps) => (
  <Alert
    severity="error"
    action={
      <Stack direction="row" spacing={1}>
        {retry ? (
          <Button color="inherit" size="small" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        ) : null}
        <Button color="inherit" size="small" component={RouterLink} to={listPath}>
          {backLabel}
        </Button>
      </Stack>
    }
  >
    {message}
  </Alert>
);
