import { Navigate, useParams } from 'react-router';
import { CompanyLogEntry } from '@/features/company-logs/components/company-log-entry';
import { useCondition } from '@/lib/authorization';

/** settings/companyLog/{id?}: one log entry (id = the entry); without an id, back to the companies with logs. */
const CompanyLogRoute = () => {
  const { id } = useParams();
  const isAdmin = useCondition('admin');
  if (!id) return <Navigate to={isAdmin ? '/settings/companyLogs' : '/myCompanys'} replace />;
  return <CompanyLogEntry key={id} logId={Number(id)} />;
};

export { CompanyLogRoute as Component };
