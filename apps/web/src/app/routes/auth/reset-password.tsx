import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Renders nothing unless the link carries both the e-mail and the code (section 2). */
const ResetPasswordRoute = () => {
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  if (!email || !code) return null;
  return (
    <AuthLayout>
      <ResetPasswordForm email={email} code={code} />
    </AuthLayout>
  );
};

export { ResetPasswordRoute as Component };
