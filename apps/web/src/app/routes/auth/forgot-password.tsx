import { AuthLayout } from '@/components/layout/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

const ForgotPasswordRoute = () => (
  <AuthLayout>
    <ForgotPasswordForm />
  </AuthLayout>
);

export { ForgotPasswordRoute as Component };
