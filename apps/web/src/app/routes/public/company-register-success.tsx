// First: the area's texts are registered before any of its modules is evaluated (some build labels at load).
import '@/lib/i18n/register-areas';
import { RegistrationSuccess } from '@/features/registration/components/registration-success';

/** 'company_register/success': the confirmation after a registration (under review, answer by e-mail). */
const RegistrationSuccessRoute = () => <RegistrationSuccess />;

export { RegistrationSuccessRoute as Component };
