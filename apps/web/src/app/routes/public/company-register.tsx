// First: the area's texts are registered before any of its modules is evaluated (some build labels at load).
import '@/lib/i18n/register-areas';
import { CompanyRegister } from '@/features/registration/components/company-register';

/** 'company_register': a partner company's self-registration. */
export { CompanyRegister as Component };
