import { CompaniesWithLogsList } from '@/features/company-logs/components/companies-with-logs-list';

/** settings/companyLogs */
const CompanyLogsRoute = () => <CompaniesWithLogsList />;

export { CompanyLogsRoute as Component };
