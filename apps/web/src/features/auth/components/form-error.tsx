import Alert from '@mui/material/Alert';

/** The server's message under an auth form (section 8). */
export const FormError = ({ message }: { message: string | null }) =>
  message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
