import { ChangePasswordForm } from '@/features/account/components/change-password-form';

/** settings/change-password (Segurança) */
const ChangePasswordRoute = () => <ChangePasswordForm />;

export { ChangePasswordRoute as Component };
