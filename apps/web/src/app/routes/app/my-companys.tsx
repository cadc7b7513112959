import { useMemo } from 'react';
import { createAddressFocus } from '@/components/address/address-focus';
import { companyDetailFields, companySteps } from '@/features/companies/components/company-fields';
import { MyCompaniesList } from '@/features/my-companies/components/my-companies-list';
import { useT } from '@/lib/i18n';

/** myCompanys: the company user's own companies (details with the company form's fields). */
const MyCompaniesRoute = () => {
  const t = useT();
  const details = useMemo(() => {
    const focus = createAddressFocus();
    return { fields: companyDetailFields(t, focus, 'owner'), steps: companySteps(t, 'owner') };
  }, [t]);
  return <MyCompaniesList details={details} />;
};

export { MyCompaniesRoute as Component };
