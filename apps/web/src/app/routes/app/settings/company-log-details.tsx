import { Navigate, useParams } from 'react-router';
import { CompanyLogHistory } from '@/features/company-logs/components/company-log-history';
import { useCondition } from '@/lib/authorization';

/** settings/companyLog/details/{id?}: one company's history (id = the company); without an id, back to the list. */
const CompanyLogDetailsRoute = () => {
  const { id } = useParams();
  const isAdmin = useCondition('admin');
  if (!id) return <Navigate to={isAdmin ? '/settings/companyLogs' : '/myCompanys'} replace />;
  return <CompanyLogHistory key={id} companyId={Number(id)} />;
};

export { CompanyLogDetailsRoute as Component };
