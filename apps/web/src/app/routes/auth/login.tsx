import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@rede/domain/messages';
import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';
import { clearSessionExpiredNotice, hasSessionExpiredNotice } from '@/lib/forms/form-drafts';

const LoginRoute = () => {
  // the session expired during an edit: say so, and that what was typed comes back after logging in
  const [sessionExpired] = useState(hasSessionExpiredNotice);
  useEffect(() => {
    if (sessionExpired) clearSessionExpiredNotice();
  }, [sessionExpired]);
  return (
    <AuthLayout aside={<WelcomePanel />}>
      {sessionExpired ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {MESSAGES.unsavedChanges.sessionExpired}
        </Alert>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
};

export { LoginRoute as Component };
