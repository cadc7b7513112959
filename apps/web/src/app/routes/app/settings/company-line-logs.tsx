import { CompanyLineLogs } from '@/features/company-logs/components/company-line-logs';

/** settings/companyLineLogs */
const CompanyLineLogsRoute = () => <CompanyLineLogs />;

export { CompanyLineLogsRoute as Component };
