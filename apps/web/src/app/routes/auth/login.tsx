import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';

const LoginRoute = () => (
  <AuthLayout aside={<WelcomePanel />}>
    <LoginForm />
  </AuthLayout>
);

export { LoginRoute as Component };
