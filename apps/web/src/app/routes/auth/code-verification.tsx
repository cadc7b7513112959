import { AuthLayout } from '@/components/layout/auth-layout';
import { CodeVerificationForm } from '@/features/auth/components/code-verification-form';

const CodeVerificationRoute = () => (
  <AuthLayout>
    <CodeVerificationForm />
  </AuthLayout>
);

export { CodeVerificationRoute as Component };
