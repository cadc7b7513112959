import { useParams } from 'react-router';
import { CompanyEdit } from '@/features/companies/components/company-edit';

/** company/{id?}: create without an id, edit with one (the route accepts digits only). */
const CompanyRoute = () => {
  const { id } = useParams();
  return <CompanyEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { CompanyRoute as Component };
