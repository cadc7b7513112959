import { useParams } from 'react-router';
import { CompanyForm } from '@/features/companies/components/company-form';
import { MyCompanyEdit } from '@/features/my-companies/components/my-company-edit';

/** myCompany/{id?}: the company user's own record, through the shared company form (composed here: features do not import each other). */
const MyCompanyRoute = () => {
  const { id } = useParams();
  return <MyCompanyEdit key={id ?? 'new'} id={id ? Number(id) : undefined} Form={CompanyForm} />;
};

export { MyCompanyRoute as Component };
