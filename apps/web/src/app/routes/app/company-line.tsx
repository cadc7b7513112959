import { useParams } from 'react-router';
import { CompanyLineEdit } from '@/features/company-lines/components/company-line-edit';

/** companyLine/{id?}: add without an id, change with one (the route accepts digits only). */
const CompanyLineRoute = () => {
  const { id } = useParams();
  return <CompanyLineEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { CompanyLineRoute as Component };
