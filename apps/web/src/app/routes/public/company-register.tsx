import { CompanyRegister } from '@/features/registration/components/company-register';

/** 'company_register': a partner company's self-registration. */
export { CompanyRegister as Component };
