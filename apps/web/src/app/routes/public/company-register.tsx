// First: the area's texts are registered before any of its modules is evaluated (some build labels at load).
import '@/lib/i18n/register-areas';
import { FormShellServices } from '@/components/form/shell-services';
import { CompanyRegister } from '@/features/registration/components/company-register';

/** 'company_register': a partner company's self-registration (its form engine reports errors in the shell's dialog). */
const CompanyRegisterRoute = () => (
  <FormShellServices>
    <CompanyRegister />
  </FormShellServices>
);

export { CompanyRegisterRoute as Component };
